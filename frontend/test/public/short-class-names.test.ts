import { shortClassNames, withShortClassNames } from '@/public/server/short-class-names';

describe('a page names its classes afresh, shortest for the most used', () => {
  const html = '<div class="card"><p class="card__text d_flex">a</p><p class="d_flex [&amp;_svg]:w_4 marker">b</p><i class="marker"></i></div>';
  const styled = new Set(['card', 'card__text', 'd_flex', '[&_svg]:w_4']);

  it('gives the most used class the first name, and classes used as often the order they come in', () => {
    expect([...shortClassNames(html, styled, new Set())]).toEqual([
      ['d_flex', 'a'],
      ['card', 'b'],
      ['card__text', 'c'],
      ['[&_svg]:w_4', 'd'],
    ]);
  });

  it('skips the names the CSS holds for classes it does not rename', () => {
    expect([...shortClassNames(html, styled, new Set(['a', 'c'])).values()]).toEqual(['b', 'd', 'e', 'f']);
  });

  it('goes on to two and three characters: letter first, then letters and digits', () => {
    const many = Array.from({ length: 26 + 26 * 36 + 1 }, (_, index) => `c${index}`);
    const names = [...shortClassNames(`<b class="${many.join(' ')}">`, new Set(many), new Set()).values()];
    expect(names.slice(24, 29)).toEqual(['y', 'z', 'aa', 'ab', 'ac']);
    expect(new Set(names).size).toBe(many.length);
    expect(names.every((name) => /^[a-z][a-z0-9]*$/.test(name))).toBe(true);
    expect(names.at(-1)).toHaveLength(3);
  });

  it('writes each class attribute with the new names, leaving out classes no CSS names and an attribute left empty', () => {
    const renamed = shortClassNames(html, styled, new Set());
    expect(withShortClassNames(html, renamed)).toBe('<div class="b"><p class="c a">a</p><p class="a d">b</p><i></i></div>');
  });
});
