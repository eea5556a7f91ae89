// `npm test`: every suite, in the order that fails fastest. Stops at the first failing step.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const steps = [
  ['schema drift', ['run', 'schema:check', '-w', 'backend']],
  // Third parties read the schema in their tools: every type, field, argument and enum value is described.
  ['schema descriptions', ['run', 'lint:schema']],
  ['codegen', ['exec', '--', 'graphql-codegen', '--config', 'codegen.ts']],
  // The public pages' typed style functions (Panda CSS), which typecheck, lint and jest read.
  ['style codegen', ['run', 'codegen', '-w', 'frontend']],
  ['typecheck', ['run', 'typecheck']],
  ['lint', ['run', 'lint']],
  ['rules tests', ['run', 'test', '-w', 'packages/rules', '--', '--ci']],
  // The backend's tests render public pages with the built server renderer.
  ['frontend build', ['run', 'build', '-w', 'frontend']],
  ['bundle budget', ['run', 'size', '-w', 'frontend']],
  ['backend tests', ['run', 'test', '-w', 'backend', '--', '--ci']],
  ['abuse tests', ['run', 'test:abuse', '-w', 'backend', '--', '--ci']],
  ['frontend tests', ['run', 'test', '-w', 'frontend', '--', '--ci']],
  ['end-to-end tests', ['run', 'test', '-w', 'e2e']],
];

const only = process.argv.slice(2);
let passed = 0;
for (const [name, args] of steps) {
  if (only.length > 0 && !only.some((word) => name.includes(word))) continue;
  console.log(`\n=== ${name}: npm ${args.join(' ')}`);
  const started = Date.now();
  const result = spawnSync('npm', args, { cwd: root, stdio: 'inherit' });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`\n=== ${name} FAILED after ${seconds} s`);
    console.log(`${passed} passed, 1 failed`);
    process.exit(result.status ?? 1);
  }
  passed += 1;
  console.log(`=== ${name} passed in ${seconds} s`);
}
console.log(`\n${passed} passed, 0 failed`);
