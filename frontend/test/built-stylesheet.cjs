// The public pages' build stylesheet as text, as Vite's `?raw` import gives it to the server renderer.
// Written by `panda cssgen` (the frontend's build, or `npm run codegen -w frontend` and cssgen).
const fs = require('node:fs');
const path = require('node:path');

module.exports = fs.readFileSync(path.join(__dirname, '../src/styled-system/styles.css'), 'utf8');
