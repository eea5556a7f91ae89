import islandsLoader from 'virtual:islands-loader';

declare global {
  interface Window {
    __importIslands?: (url: string) => Promise<unknown>;
  }
}

/**
 * Runs the islands' loader as the build makes it (the text the pages carry, scripts/islands-loader.mjs) the
 * way a page's head does: a classic script whose tag names the islands' script and the web fonts. jsdom
 * cannot `import()`, so that one call (the loader's only module syntax) is handed to `importIslands`.
 */
export function runBuiltLoader({
  islands = '/assets/islands-test.js',
  webFonts = '/assets/fonts-test.css',
  importIslands,
}: {
  islands?: string;
  webFonts?: string;
  importIslands: (url: string) => Promise<unknown>;
}): HTMLScriptElement {
  const [before, after, ...more] = islandsLoader.split('import(');
  if (after === undefined || more.length > 0) throw new Error('The built loader should call import() once');
  window.__importIslands = importIslands;
  const script = document.createElement('script');
  script.dataset.islands = islands;
  script.dataset.webFonts = webFonts;
  script.textContent = `${before}window.__importIslands(${after}`;
  document.head.append(script); // run at once, with document.currentScript set, as in a page's head
  return script;
}

/** A promise for the islands' script that the test settles. */
export function islandsScript() {
  let settle!: (ok: boolean) => void;
  const loaded = new Promise<void>((resolve, reject) => (settle = (ok) => (ok ? resolve() : reject(new Error('no islands')))));
  return { importIslands: jest.fn((_url: string) => loaded), settle };
}

/** Collects the beacons sent (jsdom has no navigator.sendBeacon) as their URL and parsed body. */
export function collectBeacons(): [string, unknown][] {
  const sent: [string, unknown][] = [];
  Object.defineProperty(navigator, 'sendBeacon', {
    configurable: true,
    value: (url: string, body: string) => {
      sent.push([url, JSON.parse(body)]);
      return true;
    },
  });
  return sent;
}
