// `npm run codegen` writes schema.graphql at the repository root from the TypeGraphQL code;
// with --check (in `npm test`) it fails instead when the committed file is out of date.
import fs from 'node:fs';
import path from 'node:path';
import { ROOT_DIR } from '../config';
import { printSdl } from './schema';

const file = path.join(ROOT_DIR, 'schema.graphql');

printSdl()
  .then((sdl) => {
    if (process.argv.includes('--check')) {
      const committed = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
      if (committed !== sdl) {
        console.error('schema.graphql is out of date with the TypeGraphQL code: run `npm run codegen` and commit it.');
        process.exit(1);
      }
      console.log('schema.graphql matches the code');
      return;
    }
    fs.writeFileSync(file, sdl);
    console.log('schema.graphql written');
  })
  .catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
