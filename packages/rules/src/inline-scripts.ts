/*
 * The public pages' speculation rules, one of their two inline scripts: the CSP allows both by their
 * hashes, and nothing else inline. The other, the islands' loader, is written in TypeScript
 * (frontend/src/public/islands/loader, its constants in islands-loader.ts) and built by the frontend's build.
 */
import { PRIVATE_PREFIXES } from './private-paths';

/**
 * The public pages' speculation rules, added by the islands (islands/core/speculation-rules.ts): a page
 * is prerendered while the visitor's pointer rests on a link to it (or a finger is down on it), so
 * following the link shows it at once. A header would make every first visit fetch them while the page's
 * text and main photo load.
 */
export const SPECULATION_RULES = JSON.stringify({
  prerender: [
    {
      source: 'document',
      where: {
        and: [
          { href_matches: '/*' },
          { not: { href_matches: [...PRIVATE_PREFIXES.flatMap((prefix) => [prefix, `${prefix}/*`]), '/uploads/*', '/*.*'] } },
          { not: { selector_matches: '[target], [download], [rel~=nofollow]' } },
        ],
      },
      eagerness: 'moderate',
    },
  ],
});
