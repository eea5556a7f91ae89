import fs from 'node:fs';
import path from 'node:path';
import { classesAndElementsInPage, classesNamedBy, rulesForPage, stylesheetOf, stylesheetRules } from '@/public/server/page-css';

/** The CSS a page with these classes and elements keeps. */
const pageCss = (...args: Parameters<typeof rulesForPage>) => stylesheetOf(rulesForPage(...args));

const CSS = [
  '@layer reset,base,tokens,recipes,utilities;',
  '@layer tokens{:where(html,.theme){--chakra-colors-red:red}@keyframes spin{from{transform:rotate(0)}to{transform:rotate(1turn)}}}',
  '@layer recipes{@layer _base{.btn{display:inline-flex}}.btn--size_md{height:2rem}}',
  '@layer utilities{.d_flex{display:flex}.c_red{color:red}.group:hover .groupHover\\:c_red{color:red}',
  '.\\[\\&_svg\\]\\:w_4 svg{width:1rem}.chip:not(.is-pressed){color:gray}.a,.b{margin:0}',
  '@media screen and (min-width:48rem){.md\\:d_flex{display:flex}.md\\:p_0\\.5{padding:.125rem}}}',
].join('');

describe('a page keeps the selectors that can match its elements', () => {
  const rules = stylesheetRules(CSS);

  it('keeps a rule whose classes the page has, inside its layer and media query, in the stylesheet order', () => {
    const css = pageCss(rules, new Set(['c_red', 'md:p_0.5', 'd_flex']));
    expect(css).toBe(
      '@layer reset,base,tokens,recipes,utilities;@layer tokens{:where(html,.theme){--chakra-colors-red:red}}' +
        '@layer utilities{.d_flex{display:flex}.c_red{color:red}@media screen and (min-width:48rem){.md\\:p_0\\.5{padding:.125rem}}}',
    );
  });

  it('needs every class of a selector (a group and its member), any one selector of a list, and not the classes under :not()', () => {
    expect(pageCss(rules, new Set(['groupHover:c_red']))).not.toContain('groupHover');
    expect(pageCss(rules, new Set(['groupHover:c_red', 'group']))).toContain('.group:hover .groupHover\\:c_red{color:red}');
    expect(pageCss(rules, new Set(['b']))).toContain('{.b{margin:0}');
    expect(pageCss(rules, new Set(['chip']))).toContain('.chip:not(.is-pressed){color:gray}');
    expect(pageCss(rules, new Set())).toContain(':where(html,.theme){--chakra-colors-red:red}');
    expect(pageCss(rules, new Set(['[&_svg]:w_4']))).not.toContain('svg{width:1rem}');
    expect(pageCss(rules, new Set(['[&_svg]:w_4', '<svg>']))).toContain('svg{width:1rem}');
  });

  it('refuses a stylesheet with a string left open, rather than reading it for ever', () => {
    expect(() => stylesheetRules(".a{content:'x}")).toThrow('unclosed block');
    expect(stylesheetRules("/* the body's */.a{color:red}")).toEqual([]);
  });

  it('reads a class with an escaped brace or semicolon as one name', () => {
    const escaped = stylesheetRules('@layer utilities{.bg_\\{colors\\.red\\}{background:red}.content_\\"\\;\\"{content:";"}.d_flex{display:flex}}');
    expect(pageCss(escaped, new Set(['bg_{colors.red}']))).toBe('@layer utilities{.bg_\\{colors\\.red\\}{background:red}}');
    expect(pageCss(escaped, new Set(['content_";"', 'd_flex']))).toBe('@layer utilities{.content_\\"\\;\\"{content:";"}.d_flex{display:flex}}');
  });

  it("keeps the rules of another language's pages out", () => {
    const rules = stylesheetRules('.btn{height:2rem}html:lang(ta) .btn{height:auto}html:lang(ta) .tamil\\:d_none,.menu[aria-expanded] .x{display:none}');
    const english = classesAndElementsInPage('<html lang="en"><body><a class="btn menu x tamil:d_none"></a></body></html>');
    const tamil = classesAndElementsInPage('<html lang="ta-IN"><body><a class="btn menu x tamil:d_none"></a></body></html>');
    expect(pageCss(rules, english)).toBe('.btn{height:2rem}.menu[aria-expanded] .x{display:none}');
    expect(pageCss(rules, tamil)).toBe('.btn{height:2rem}html:lang(ta) .btn{height:auto}html:lang(ta) .tamil\\:d_none,.menu[aria-expanded] .x{display:none}');
  });

  it('keeps a recipe base in its own layer', () => {
    expect(pageCss(rules, new Set(['btn', 'btn--size_md']))).toContain('@layer recipes{@layer _base{.btn{display:inline-flex}}.btn--size_md{height:2rem}}');
  });

  it('can leave out whole layers', () => {
    const css = pageCss(rules, new Set(['d_flex']), (rule) => rule.wrappers[0] !== '@layer tokens');
    expect(css).not.toContain('--chakra-colors-red');
    expect(css).toContain('.d_flex{display:flex}');
  });

  it('keeps of a selector list only the selectors whose element names the page has', () => {
    const reset = stylesheetRules(
      'img,svg,video{display:block}table{border-collapse:collapse}abbr:where([title]){text-decoration:underline}' +
        'input[type=number]::-webkit-inner-spin-button{height:auto}*::placeholder{color:gray}ul:not(.plain) li{margin:0}',
    );
    const page = classesAndElementsInPage('<html lang="en"><body><img class="photo"/><svg></svg><input/><ul><li>x</li></ul></body></html>');
    expect(pageCss(reset, page)).toBe(
      'img,svg{display:block}input[type=number]::-webkit-inner-spin-button{height:auto}*::placeholder{color:gray}ul:not(.plain) li{margin:0}',
    );
  });

  it('keeps the keyframes that a kept rule or a style attribute of the page names, and no other', () => {
    const animated = stylesheetRules(
      '@layer tokens{@keyframes fade-in{to{opacity:1}}@keyframes spin{to{transform:rotate(1turn)}}@keyframes float{to{translate:0 4px}}}' +
        '@layer utilities{.fade{animation:.3s ease-out fade-in both}.spinner{animation-name:spin}}',
    );
    const css = (html: string) => pageCss(animated, classesAndElementsInPage(html));
    expect(css('<div class="fade"></div>')).toBe(
      '@layer tokens{@keyframes fade-in{to{opacity:1}}}@layer utilities{.fade{animation:.3s ease-out fade-in both}}',
    );
    expect(css('<div class="spinner" style="color:red"></div>')).toBe(
      '@layer tokens{@keyframes spin{to{transform:rotate(1turn)}}}@layer utilities{.spinner{animation-name:spin}}',
    );
    expect(css('<div style="animation:float 6s infinite"></div>')).toBe('@layer tokens{@keyframes float{to{translate:0 4px}}}');
  });

  it('reads the classes from the class attributes of the page, and its element names', () => {
    expect([...classesAndElementsInPage('<div class="d_flex md:p_0.5"><a class=" btn  [&amp;_svg]:w_4 ">x</a></div>')]).toEqual([
      '<div>',
      '<a>',
      'd_flex',
      'md:p_0.5',
      'btn',
      '[&_svg]:w_4',
    ]);
    // As React writes them: every character it escapes in an attribute, and an escaped entity kept as text.
    expect([...classesAndElementsInPage('<b class="[&amp;[aria-current=true]_&gt;_span]:w_7 content_&quot;&#x27;&lt;&quot; x_&amp;gt;">')]).toEqual([
      '<b>',
      '[&[aria-current=true]_>_span]:w_7',
      `content_"'<"`,
      'x_&gt;',
    ]);
  });

  it('the build stylesheet names no token it lacks (a token path left as a value, such as whiteAlpha.9, is no colour)', () => {
    const built = fs.readFileSync(path.join(__dirname, '../../src/styled-system/styles.css'), 'utf8');
    expect(built.match(/:[a-zA-Z]+\.\d+(?=[;}!])/g)).toBeNull();
  });

  it('cuts the build stylesheet into rules and puts it back together whole when every class and element is used', () => {
    const built = fs.readFileSync(path.join(__dirname, '../../src/styled-system/styles.css'), 'utf8');
    const all = stylesheetRules(built);
    const every = new Set(all.flatMap((rule) => (rule.selectors ?? []).flatMap(({ needs }) => needs)));
    expect(pageCss(all, every).replace(/\s/g, '')).toBe(built.replace(/\s/g, ''));
  });

  it('writes a class by its new name wherever a selector names it, and leaves attribute values and other classes alone', () => {
    const rules = stylesheetRules(
      '.group:hover .groupHover\\:c_red,.chip:not(.is-pressed){color:red}a[href$=".pdf"].md\\:p_0\\.5{padding:0}[data-x="a]b.c"] .c{top:0}',
    );
    const kept = rulesForPage(rules, new Set(['group', 'groupHover:c_red', 'chip', 'md:p_0.5', '<a>', 'c']));
    expect([...classesNamedBy(kept)]).toEqual(['group', 'groupHover:c_red', 'chip', 'is-pressed', 'md:p_0.5', 'c']);
    const renamed = new Map([
      ['group', 'a'],
      ['groupHover:c_red', 'b'],
      ['chip', 'c'],
      ['md:p_0.5', 'd'],
      ['c', 'e'],
    ]);
    expect(stylesheetOf(kept, renamed)).toBe('.a:hover .b,.c:not(.is-pressed){color:red}a[href$=".pdf"].d{padding:0}[data-x="a]b.c"] .e{top:0}');
  });
});
