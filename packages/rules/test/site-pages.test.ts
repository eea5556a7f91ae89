import { canonicalPagePath, matchPublicPage, PUBLIC_PAGES } from '../src';

describe('the public pages', () => {
  it('are listed once, in the header order', () => {
    expect(PUBLIC_PAGES.map((page) => page.path)).toEqual(['/', '/about', '/services', '/projects', '/projects/:id', '/gallery', '/contact']);
  });

  it('are matched by path, the project id decoded', () => {
    expect(matchPublicPage('/')).toEqual({ name: 'home', params: {} });
    expect(matchPublicPage('/projects')).toEqual({ name: 'projects', params: {} });
    expect(matchPublicPage('/projects/a%20b')).toEqual({ name: 'project', params: { id: 'a b' } });
    expect(matchPublicPage('/projects/a/b')).toBeNull();
    expect(matchPublicPage('/projects/%E0%A4%A')).toEqual({ name: 'project', params: { id: '%E0%A4%A' } });
    expect(matchPublicPage('/admin')).toBeNull();
    expect(matchPublicPage('/about/')).toBeNull();
  });

  it('have one spelling: other spellings of a page name it, canonical ones and non-pages give null', () => {
    expect(canonicalPagePath('/About')).toBe('/about');
    expect(canonicalPagePath('/projects/')).toBe('/projects');
    expect(canonicalPagePath('//gallery')).toBe('/gallery');
    expect(canonicalPagePath('/projects/ABC-DEF')).toBe('/projects/abc-def');
    expect(canonicalPagePath('/%61bout')).toBe('/about');
    expect(canonicalPagePath('/about')).toBeNull();
    expect(canonicalPagePath('/Nowhere')).toBeNull();
    expect(canonicalPagePath('/%zz')).toBeNull();
  });
});
