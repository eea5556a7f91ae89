import type { PageAssets } from '@vriddhi/rules';
import islandsLoader from 'virtual:islands-loader';
import type { ReactNode } from 'react';
import { useI18n } from '@/public/i18n/context';
import { LANGUAGE_TAGS } from '@/public/i18n/intl';
import { LOCALE_CSS } from '@/public/i18n/locale-css';

/**
 * Moving between public pages is a page load: the browser cross-fades the two documents (view
 * transitions) and keeps the fixed header in place while it does.
 */
const PAGE_TRANSITIONS_CSS =
  '@view-transition{navigation:auto}header[data-island=Header]{view-transition-name:site-header}' +
  '@media (prefers-reduced-motion:reduce){::view-transition-group(*),::view-transition-old(*),::view-transition-new(*){animation:none!important}}';

/**
 * What lies below a phone's first screen (the sections after the second, the project cards after the
 * second) is styled, laid out and painted only as it comes near the viewport: the first paint does a
 * fraction of the page's work, and the photos down there wait until they are needed. Until then each
 * takes about its height on a phone, and once shown the browser keeps its real one, so the page hardly
 * moves as it is scrolled. Not the footer: a contrast checker (Lighthouse's) that finds it not laid out
 * measures its light text against white instead of its dark background, and it is small.
 */
const BELOW_THE_FIRST_SCREEN_CSS =
  'main>section:nth-of-type(n+3){content-visibility:auto;contain-intrinsic-size:auto 1000px}' +
  // Skipped content is clipped to its box: the padding (no wider than the grid's gap, taken back by the
  // margin) leaves room for a card's shadow and its lift on hover. Counted among the cards shown, so a
  // category's first two are never skipped.
  '[data-projects-list]>li:nth-child(n+3 of :not([hidden])){content-visibility:auto;contain-intrinsic-size:auto 480px;padding:20px;margin:-20px}' +
  '@media print{main>section,[data-projects-list]>li{content-visibility:visible}}';

/** The HTML document around every public page. The page's own title and meta are hoisted into its head. */
export function Document({ assets, children }: { assets: PageAssets; children: ReactNode }) {
  const { locale } = useI18n();
  const tamilFont = locale === 'ta' ? assets.tamilFont : null;
  return (
    <html lang={LANGUAGE_TAGS[locale].lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#ffffff" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {tamilFont && (
          // Off until the loader finds the font known to this browser (islands/core/web-fonts.ts).
          <style media="not all" data-tamil-font="" dangerouslySetInnerHTML={{ __html: tamilFont.faces }} />
        )}
        <script
          data-islands={assets.script}
          data-web-fonts={(tamilFont ? null : assets.webFonts) ?? undefined}
          dangerouslySetInnerHTML={{ __html: islandsLoader }}
        />
        <style
          dangerouslySetInnerHTML={{
            __html: assets.inlineCss + PAGE_TRANSITIONS_CSS + BELOW_THE_FIRST_SCREEN_CSS + LOCALE_CSS[locale],
          }}
        />
      </head>
      <body>{children}</body>
    </html>
  );
}
