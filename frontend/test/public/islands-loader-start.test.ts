import { collectBeacons, islandsScript, runBuiltLoader } from './built-loader';

/*
 * The built loader in a page nobody taps: it starts the islands' script on its own once the page has
 * loaded, and says when a prerendered page is shown. (One loader per page: islands-loader.test.ts has the taps.)
 */
describe('the islands’ loader as built, in a page that was prerendered and is left alone', () => {
  const { importIslands } = islandsScript();
  const idle = jest.fn((run: IdleRequestCallback, _options?: IdleRequestOptions) => (run({} as IdleDeadline), 1));
  let beacons: [string, unknown][];

  beforeAll(() => {
    jest.useFakeTimers();
    Object.defineProperty(document, 'prerendering', { configurable: true, value: true });
    Object.defineProperty(window, 'requestIdleCallback', { configurable: true, value: idle });
    localStorage.setItem('web-fonts', '/assets/fonts-old.css'); // another build's
    beacons = collectBeacons();
    runBuiltLoader({ importIslands });
  });
  afterAll(() => jest.useRealTimers());

  test('links no web fonts an earlier page did not', () => {
    expect(document.head.querySelector('link[rel="stylesheet"]')).toBeNull();
  });

  test('starts the islands’ script half a second after the page has loaded, when the browser is idle', () => {
    jest.advanceTimersByTime(5000);
    expect(importIslands).not.toHaveBeenCalled(); // not before `load`
    window.dispatchEvent(new Event('load'));
    jest.advanceTimersByTime(499);
    expect(idle).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(idle).toHaveBeenCalledWith(expect.any(Function), { timeout: 2000 });
    expect(importIslands).toHaveBeenCalledTimes(1);
    expect(importIslands).toHaveBeenCalledWith('/assets/islands-test.js');
  });

  test('says the page was shown once the visitor opens it, not before', () => {
    expect(beacons).toEqual([]);
    document.dispatchEvent(new Event('prerenderingchange'));
    document.dispatchEvent(new Event('prerenderingchange'));
    expect(beacons).toEqual([['/api/visits', { kind: 'view', path: '/' }]]);
  });
});
