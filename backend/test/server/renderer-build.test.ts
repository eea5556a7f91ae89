import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ISLANDS_LOADER } from '@vriddhi/rules';
import { loadPageRenderer } from '../../src/pages/page-renderer';

// The build `npm test` makes before these run (frontend/dist and frontend/dist-server).
const FRONTEND = path.resolve(__dirname, '../../../frontend');

/**
 * The CSP allows the islands' loader by the hash of the server's copy (packages/rules); a renderer built
 * from another copy (a partial rebuild) would write a loader every browser refuses, so no island would
 * ever run. The server says so when it loads that build instead.
 */
describe('the pages’ build and the server’s inline scripts', () => {
  let web: string;
  // Loading reads neither: they are used when a page is asked for.
  const apollo = {} as never;
  const services = {} as never;

  beforeAll(() => {
    web = fs.mkdtempSync(path.join(os.tmpdir(), 'renderer-build-'));
    fs.symlinkSync(path.join(FRONTEND, 'dist'), path.join(web, 'dist'));
    fs.mkdirSync(path.join(web, 'dist-server'));
  });
  afterAll(() => fs.rmSync(web, { recursive: true, force: true }));

  it('loads the build made with the server’s loader', () => {
    expect(fs.readFileSync(path.join(FRONTEND, 'dist-server', 'render-page.cjs'), 'utf8')).toContain('"(function(){",');
    expect(loadPageRenderer(path.join(FRONTEND, 'dist'), apollo, services)).not.toBeNull();
  });

  it('refuses a build whose loader differs, and names the fix', () => {
    const bundle = fs.readFileSync(path.join(FRONTEND, 'dist-server', 'render-page.cjs'), 'utf8');
    fs.writeFileSync(path.join(web, 'dist-server', 'render-page.cjs'), bundle.replace('"(function(){",', '"(function(){ ",'));
    expect(ISLANDS_LOADER.startsWith('(function(){')).toBe(true);
    expect(() => loadPageRenderer(path.join(web, 'dist'), apollo, services)).toThrow('run `npm run build`');
  });
});
