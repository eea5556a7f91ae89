import { canonicalPagePath, localeOfPath, localizedPath, matchPublicPage, PUBLIC_PAGES } from '../src';

describe('the public pages', () => {
  it('are listed once, in the header order', () => {
    expect(PUBLIC_PAGES.map((page) => page.path)).toEqual(['/', '/about', '/services', '/projects', '/projects/:id', '/gallery', '/contact']);
  });

  it('are matched by path, the project id decoded', () => {
    expect(matchPublicPage('/')).toEqual({ name: 'home', params: {}, locale: 'en' });
    expect(matchPublicPage('/projects')).toEqual({ name: 'projects', params: {}, locale: 'en' });
    expect(matchPublicPage('/projects/a%20b')).toEqual({ name: 'project', params: { id: 'a b' }, locale: 'en' });
    expect(matchPublicPage('/projects/a/b')).toBeNull();
    expect(matchPublicPage('/projects/%E0%A4%A')).toEqual({ name: 'project', params: { id: '%E0%A4%A' }, locale: 'en' });
    expect(matchPublicPage('/admin')).toBeNull();
    expect(matchPublicPage('/about/')).toBeNull();
  });

  it('each have a Tamil twin under /ta, its language decided by the address alone', () => {
    expect(matchPublicPage('/ta')).toEqual({ name: 'home', params: {}, locale: 'ta' });
    expect(matchPublicPage('/ta/about')).toEqual({ name: 'about', params: {}, locale: 'ta' });
    expect(matchPublicPage('/ta/projects/a%20b')).toEqual({ name: 'project', params: { id: 'a b' }, locale: 'ta' });
    expect(matchPublicPage('/ta/')).toBeNull();
    expect(matchPublicPage('/ta/nowhere')).toBeNull();
    expect(matchPublicPage('/tamil')).toBeNull();
    expect(matchPublicPage('/ta/ta/about')).toBeNull();
    expect(localeOfPath('/ta/nowhere')).toEqual({ locale: 'ta', path: '/nowhere' });
    expect(localeOfPath('/nowhere')).toEqual({ locale: 'en', path: '/nowhere' });
    for (const page of PUBLIC_PAGES) {
      const path = page.path.replace(':id', 'x');
      expect(matchPublicPage(localizedPath('ta', path))?.name).toBe(page.name);
      expect(localizedPath('en', path)).toBe(path);
    }
    expect(localizedPath('ta', '/')).toBe('/ta');
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
    expect(canonicalPagePath('/ta/')).toBe('/ta');
    expect(canonicalPagePath('/TA/About/')).toBe('/ta/about');
    expect(canonicalPagePath('/ta')).toBeNull();
    expect(canonicalPagePath('/ta/nowhere')).toBeNull();
  });
});
