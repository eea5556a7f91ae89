import './setup-dom';
import type { ExecuteOperation, OperationResult } from '@vriddhi/rules';
import { renderPublicPage } from '@/public/server/render-page';
import { DEFAULT_SITE_SETTINGS } from '@vriddhi/rules/site-settings';
import { project } from './helpers';

/** What each public GraphQL operation answers, by operation name (the server's data, as fixtures). */
export type PageFixtures = Record<string, (variables: Record<string, unknown>) => OperationResult>;

export const pageFixtures: PageFixtures = {
  PublicSiteSettings: () => ({ data: { siteSettings: DEFAULT_SITE_SETTINGS } }),
  HomeLatestProjects: () => ({ data: { projects: [project(1), project(2, 'COMMERCIAL')] } }),
  PublicProjects: () => ({ data: { projects: [project(1), project(2, 'COMMERCIAL')] } }),
  PublicServices: () => ({ data: { services: [] } }),
  PublicGalleryImages: () => ({ data: { galleryImages: [] } }),
  PublicProject: ({ id }) =>
    id === 'p1' ? { data: { project: { ...project(1), features: [], images: [], extraImages: [], related: [] } } } : { data: { project: null } },
};

/**
 * Loads and renders `url` with the server's renderer (src/public/server/render-page.tsx), its GraphQL answered by
 * `fixtures`, and puts the resulting document in jsdom's, as a browser would show it before any script.
 */
export async function renderServerPage(url: string, fixtures: PageFixtures = pageFixtures): Promise<{ status: number; html: string }> {
  const operations: string[] = [];
  const execute: ExecuteOperation = async ({ operationName, variables }) => {
    operations.push(operationName ?? '');
    const answer = operationName ? fixtures[operationName] : undefined;
    if (!answer) throw new Error(`No fixture for the operation ${operationName}`);
    return answer(variables);
  };
  const page = await renderPublicPage({
    url,
    origin: 'https://example.test',
    execute,
    assets: {
      script: '/assets/islands.js',
      inlineCss: '',
      webFonts: '/assets/web-fonts.css',
      tamilFont: {
        faces: '@font-face{font-family:Noto Sans Tamil;font-display:optional;src:url(/assets/noto-tamil.woff2)}',
      },
    },
  });
  const rendered = new DOMParser().parseFromString(page.html, 'text/html');
  // Kept as text, not read as CSS: jsdom's parser cannot read the build's escaped class names (`.d_flex`,
  // `.hover\:c_brand\.600`…) and jsdom draws nothing. The styles are checked in a browser (e2e/tests/public).
  for (const style of rendered.head.querySelectorAll('style')) style.type = 'text/x-unread';
  document.documentElement.lang = rendered.documentElement.lang;
  document.head.innerHTML = rendered.head.innerHTML;
  document.body.innerHTML = rendered.body.innerHTML;
  return page;
}
