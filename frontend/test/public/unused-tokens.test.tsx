import { withoutUnusedTokens } from '@/public/server/unused-tokens';

const declared = (css: string) => new Set([...css.matchAll(/(--chakra-[\w\\.-]+):/g)].map((match) => match[1]));

describe('the tokens a page writes', () => {
  test('keep those a rule, a style attribute or a kept token names, and drop the rest', () => {
    const css =
      ':where(html){--chakra-colors-red-600:#c53030;--chakra-colors-brand-solid:var(--chakra-colors-red-600);--chakra-colors-blue-500:#3182ce;--chakra-spacing-1\\.5:0.375rem;--chakra-radii-lg:0.5rem}' +
      '.a{color:var(--chakra-colors-brand-solid);gap:var(--chakra-spacing-1\\.5)}';
    const kept = withoutUnusedTokens(css, '<div style="border-radius:var(--chakra-radii-lg)"></div>');
    expect(declared(kept)).toEqual(new Set(['--chakra-colors-red-600', '--chakra-colors-brand-solid', '--chakra-spacing-1\\.5', '--chakra-radii-lg']));
    expect(kept).toContain('.a{color:var(--chakra-colors-brand-solid);gap:var(--chakra-spacing-1\\.5)}');
  });
});
