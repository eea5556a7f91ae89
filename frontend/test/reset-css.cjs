// The public pages' reset as the server renderer imports it (Vite's `?inline`: the file's text).
const fs = require('node:fs');
const path = require('node:path');

module.exports = fs.readFileSync(path.join(__dirname, '../src/public/reset.css'), 'utf8');
