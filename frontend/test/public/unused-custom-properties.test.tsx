import { withoutUnusedCustomProperties } from '@/public/server/unused-custom-properties';

const declared = (css: string) => new Set([...css.matchAll(/(?<=[{;])(--[\w\\.-]+):/g)].map((match) => match[1]));

describe('the custom properties a page writes', () => {
  test('keep those a rule, a style attribute or a kept property names, and drop the rest', () => {
    const css =
      ':where(html){--chakra-colors-red-600:#c53030;--chakra-colors-brand-solid:var(--chakra-colors-red-600);--chakra-colors-blue-500:#3182ce;--chakra-spacing-1\\.5:0.375rem;--chakra-radii-lg:0.5rem}' +
      '@layer base{:root{--made-with-panda:"🐼";--gradient-from-position: }html{--font-fallback:system-ui;font-family:var(--global-font-body, var(--font-fallback))}}' +
      '.input{--transition-prop:border-color;transition-property:border-color}' +
      '.a{color:var(--chakra-colors-brand-solid);gap:var(--chakra-spacing-1\\.5)}';
    const kept = withoutUnusedCustomProperties(css, '<div style="border-radius:var(--chakra-radii-lg)"></div>');
    expect(declared(kept)).toEqual(
      new Set(['--chakra-colors-red-600', '--chakra-colors-brand-solid', '--chakra-spacing-1\\.5', '--chakra-radii-lg', '--font-fallback']),
    );
    expect(kept).toContain('.a{color:var(--chakra-colors-brand-solid);gap:var(--chakra-spacing-1\\.5)}');
    expect(kept).toContain('.input{transition-property:border-color}');
    expect(kept).toContain('@layer base{html{--font-fallback:system-ui;font-family'); // no empty :root{} left
  });

  test('a value with a quoted ; (a data URI) goes whole, or stays whole', () => {
    const css = ':root{--unused:url("data:image/svg+xml;utf8,<svg/>");--used:url("data:image/png;base64,AA==")}.a{background:var(--used)}';
    expect(withoutUnusedCustomProperties(css, '')).toBe(':root{--used:url("data:image/png;base64,AA==")}.a{background:var(--used)}');
  });

  test('a class named like a property is left as it is', () => {
    const css = '.btn--size_lg:is(:hover){--size_lg:1;color:red}.btn--variant_solid{color:blue}';
    expect(withoutUnusedCustomProperties(css, '')).toBe('.btn--size_lg:is(:hover){color:red}.btn--variant_solid{color:blue}');
  });
});
