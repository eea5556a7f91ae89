import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadPageRenderer } from '../../src/pages/page-renderer';
import { DEFAULT_TIME_ZONE } from '@vriddhi/rules';

// The build `npm test` makes before these run (frontend/dist and frontend/dist-server).
const FRONTEND = path.resolve(__dirname, '../../../frontend');

/** A stand-in renderer bundle whose pages carry `islandsLoader`. */
const fakeBundle = (islandsLoader: string | undefined) =>
  `exports.renderer = { islandsLoader: ${JSON.stringify(islandsLoader)}, loadPage: async (url) => ({ status: 200, renderUrl: url, data: null }), renderPage: () => '' };`;

/**
 * The CSP allows the islands' loader by the hash of the text the loaded renderer writes into the pages
 * (the frontend's build makes it): the server takes it from there, and refuses a build that would write
 * another than the one its CSP allows, since every browser would refuse it and no island would ever run.
 */
describe('the pages’ build and the server’s inline scripts', () => {
  let web: string;
  const bundle = () => path.join(web, 'dist-server', 'render-page.cjs');
  // Loading reads neither: they are used when a page is asked for.
  const apollo = {} as never;
  const services = {} as never;

  beforeEach(() => {
    web = fs.mkdtempSync(path.join(os.tmpdir(), 'renderer-build-'));
    fs.symlinkSync(path.join(FRONTEND, 'dist'), path.join(web, 'dist'));
    fs.mkdirSync(path.join(web, 'dist-server'));
  });
  afterEach(() => fs.rmSync(web, { recursive: true, force: true }));

  it('takes the islands’ loader from the build: the text the build wrote beside it, a classic script', () => {
    const renderer = loadPageRenderer(path.join(FRONTEND, 'dist'), apollo, services, { timeZone: DEFAULT_TIME_ZONE });
    const built = fs.readFileSync(path.join(FRONTEND, 'dist-server', 'islands-loader.js'), 'utf8');
    expect(renderer?.islandsLoader).toBe(built);
    expect(built).toMatch(/^\(function\(\)\{/);
    expect(built).not.toMatch(/^\s*(import|export)\b|<\/script/m);
  });

  it('refuses a build without a loader, and names the fix', () => {
    fs.writeFileSync(bundle(), fakeBundle(undefined));
    expect(() => loadPageRenderer(path.join(web, 'dist'), apollo, services, { timeZone: DEFAULT_TIME_ZONE })).toThrow('run `npm run build`');
  });

  it('while reloading rebuilds (npm run dev), refuses one with another loader than the CSP allows', async () => {
    fs.writeFileSync(bundle(), fakeBundle('(function(){})();'));
    const renderer = loadPageRenderer(path.join(web, 'dist'), apollo, services, { reloadOnRebuild: true, timeZone: DEFAULT_TIME_ZONE });
    expect(renderer?.islandsLoader).toBe('(function(){})();');

    let builds = 0;
    const rebuild = (islandsLoader: string) => {
      fs.writeFileSync(bundle(), fakeBundle(islandsLoader));
      const later = new Date(Date.now() + ++builds * 1000); // a new build, whatever the clock's resolution
      fs.utimesSync(bundle(), later, later);
      jest.resetModules(); // the server forgets the old bundle from Node's require cache; jest keeps its own
    };
    rebuild('(function(){})();');
    await expect(renderer!.load('/')).resolves.toMatchObject({ status: 200 });
    rebuild('(function(){ })();');
    await expect(renderer!.load('/')).rejects.toThrow('restart the server');
    await expect(renderer!.load('/')).rejects.toThrow('restart the server');
  });

  it('while reloading, a build made after the server started is refused too: its CSP allows no loader', async () => {
    const renderer = loadPageRenderer(path.join(web, 'dist'), apollo, services, { reloadOnRebuild: true, timeZone: DEFAULT_TIME_ZONE });
    expect(renderer?.islandsLoader).toBeNull();
    fs.writeFileSync(bundle(), fakeBundle('(function(){})();'));
    await expect(renderer!.load('/')).rejects.toThrow('restart the server');
  });
});
