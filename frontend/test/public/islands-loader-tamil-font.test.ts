import { islandsScript, runBuiltLoader } from './built-loader';

const FACES = "@font-face{font-family:'Noto Sans Tamil';src:local('Noto Sans Tamil'),url(/assets/noto-sans-tamil-400-b.woff2)}";

/** A Tamil page's head before its loader runs: the Tamil font's faces, off. */
function writeTamilHead(): HTMLStyleElement {
  document.head.innerHTML = `<style media="not all" data-tamil-font="">${FACES}</style>`;
  return document.head.querySelector('style')!;
}

afterEach(() => localStorage.clear());

test('the loader as built turns the Tamil font on at once when an earlier page found this browser has the same faces', () => {
  const faces = writeTamilHead();
  localStorage.setItem('tamil-font', FACES);
  runBuiltLoader({ importIslands: islandsScript().importIslands });
  expect(faces.media).toBe('all');
});

test('on a first visit, or with the files of an earlier build remembered, the page keeps the device’s Tamil font', () => {
  for (const remembered of [null, FACES.replace('-b.woff2', '-a.woff2')]) {
    const faces = writeTamilHead();
    if (remembered) localStorage.setItem('tamil-font', remembered);
    runBuiltLoader({ importIslands: islandsScript().importIslands });
    expect(faces.media).toBe('not all');
  }
});
