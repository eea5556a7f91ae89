// `virtual:islands-loader` under jest: the islands' loader as the server build makes it (scripts/islands-loader.mjs,
// printed by scripts/print-islands-loader.mjs with the frontend's Vite config), built once per test file that uses it.
const { execFileSync } = require('node:child_process');
const path = require('node:path');

const text = execFileSync(process.execPath, [path.join(__dirname, '..', 'scripts', 'print-islands-loader.mjs')], { encoding: 'utf8' });

module.exports = { __esModule: true, default: text };
