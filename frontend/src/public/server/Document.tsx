import type { PageAssets } from '@vriddhi/rules';
import type { ReactNode } from 'react';

/**
 * Moving between public pages is a page load: the browser cross-fades the two documents (view
 * transitions) and keeps the fixed header in place while it does.
 */
const PAGE_TRANSITIONS_CSS =
  '@view-transition{navigation:auto}header[data-island=Header]{view-transition-name:site-header}' +
  '@media (prefers-reduced-motion:reduce){::view-transition-group(*),::view-transition-old(*),::view-transition-new(*){animation:none!important}}';

/** The HTML document around every public page. The page's own title and meta are hoisted into its head. */
export function Document({ assets, children }: { assets: PageAssets; children: ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#ffffff" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {assets.webFonts && <link rel="stylesheet" href={assets.webFonts} media="print" data-web-fonts="" />}
        <script type="module" src={assets.script} />
        <style dangerouslySetInnerHTML={{ __html: assets.inlineCss + PAGE_TRANSITIONS_CSS }} />
      </head>
      <body>{children}</body>
    </html>
  );
}
