import { adminPath, adminPathOfShort, adminPathPrefix, isAdminAppPath, isPrivatePath, MENU_PAGES, menuLabel, pageLabelOf, PRIVATE_PREFIXES } from '../src';

describe('the admin screens', () => {
  it('have their addresses under /admin, an item id escaped', () => {
    expect(adminPath('dashboard')).toBe('/admin');
    expect(adminPath('allProjects')).toBe('/admin/allprojects');
    expect(adminPath('editProject', 'a b')).toBe('/admin/editproject/a%20b');
    expect(adminPath('projectPhotos', 'p1')).toBe('/admin/projects/p1/photos');
    expect(adminPathPrefix('editGalleryImage')).toBe('/admin/editgalleryimage/');
  });

  it('answer at the short addresses the staff knew, and only those', () => {
    expect(adminPathOfShort('/dashboard')).toBe('/admin');
    expect(adminPathOfShort('/addprojects')).toBe('/admin/addprojects');
    expect(adminPathOfShort('/allgalleryimages')).toBe('/admin/allgalleryimages');
    expect(adminPathOfShort('/editservice/s1')).toBe('/admin/editservice/s1');
    for (const path of [
      '/',
      '/about',
      '/projects',
      '/projects/p1',
      '/editservice',
      '/editservice/',
      '/editservice/s1/x',
      '/addprojects/x',
      '/trash',
      '/admin',
    ]) {
      expect(adminPathOfShort(path)).toBeNull();
    }
  });
});

describe('the private paths', () => {
  it('are the admin app, its login and set-password pages, and the APIs', () => {
    expect(PRIVATE_PREFIXES).toEqual(['/admin', '/login', '/set-password', '/graphql', '/api']);
    for (const path of ['/admin', '/admin/allprojects', '/login', '/set-password', '/api/projects', '/graphql']) expect(isPrivatePath(path)).toBe(true);
    for (const path of ['/', '/about', '/administration', '/apis', '/admin-tools/heic-converter']) expect(isPrivatePath(path)).toBe(false);
  });

  it('the admin app answers its own, not the APIs', () => {
    for (const path of ['/admin', '/admin/x', '/login', '/set-password']) expect(isAdminAppPath(path)).toBe(true);
    for (const path of ['/api', '/graphql', '/admins', '/login/x', '/admin-tools/heic-converter']) expect(isAdminAppPath(path)).toBe(false);
  });
});

describe('the menu', () => {
  it('lists every public page but the one-per-project page, by its English name', () => {
    expect(MENU_PAGES.map((page) => page.path)).toEqual(['/', '/about', '/services', '/projects', '/gallery', '/contact']);
    expect(menuLabel('about')).toBe('About Us');
    expect(pageLabelOf('/contact')).toBe('Contact');
    expect(pageLabelOf('/projects/p1')).toBe('/projects/p1');
  });
});
