import { navItemsFor, sectionColors, sectionOf } from '@/admin/layout/admin-nav';

test("an editor's menu leaves out what only admins may open; an admin's has everything", () => {
  const labels = (role: string | undefined) => navItemsFor(role).map((item) => item.label);
  expect(labels('admin')).toEqual(expect.arrayContaining(['Settings', 'Users', 'Backups', 'Enquiries', 'Account']));
  expect(labels('editor')).toEqual(expect.arrayContaining(['All Projects', 'Enquiries', 'Activity', 'Account']));
  expect(labels('editor')).not.toEqual(expect.arrayContaining(['Settings']));
  expect(labels('editor').filter((label) => ['Settings', 'Users', 'Backups'].includes(label))).toEqual([]);
  expect(labels(undefined).filter((label) => ['Settings', 'Users', 'Backups'].includes(label))).toEqual([]);
});

test('each admin screen names its own section in the phone header', () => {
  const names = ['/admin/users', '/admin/backups', '/admin/account', '/admin/settings', '/admin/projects/p1/photos', '/admin/activity', '/admin'].map(
    (path) => sectionColors[sectionOf(path)].name,
  );
  expect(names).toEqual(['Users', 'Backups', 'Account', 'Settings', 'Projects', 'Activity', 'Dashboard']);
});
