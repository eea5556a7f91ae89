import { applyWebFonts } from '@/public/islands/core/web-fonts';

/** The page's head as the server writes it: the web fonts linked for print only. */
function linkFonts(): HTMLLinkElement {
  document.head.innerHTML = '<link rel="stylesheet" href="/assets/web-fonts.css" media="print" data-web-fonts="">';
  return document.querySelector('link[data-web-fonts]')!;
}

function setReadyState(state: DocumentReadyState): void {
  Object.defineProperty(document, 'readyState', { configurable: true, get: () => state });
}

describe('web fonts', () => {
  afterEach(() => {
    localStorage.clear();
    setReadyState('complete');
  });

  test('a first visit switches them on once the page has loaded, and remembers it', () => {
    setReadyState('interactive');
    const link = linkFonts();
    applyWebFonts();
    expect(link.media).toBe('print');
    window.dispatchEvent(new Event('load'));
    expect(link.media).toBe('all');
    expect(localStorage.getItem('web-fonts-seen')).toBe('1');
  });

  test('a later page switches them on at once: the browser has them', () => {
    localStorage.setItem('web-fonts-seen', '1');
    setReadyState('interactive');
    const link = linkFonts();
    applyWebFonts();
    expect(link.media).toBe('all');
  });

  test('a page already loaded switches them on at once', () => {
    setReadyState('complete');
    const link = linkFonts();
    applyWebFonts();
    expect(link.media).toBe('all');
  });
});
