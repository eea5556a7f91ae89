import { loggedUrl } from '../../src/request-log';

test('the request log keeps no link token and no GraphQL query text', () => {
  expect(loggedUrl('/api/backups/backup-2026.tar.gz?token=eyJhbGciOi.secret.sig')).toBe('/api/backups/backup-2026.tar.gz?token=…');
  expect(loggedUrl('/preview/projects/p1?x=1&token=abc&y=2')).toBe('/preview/projects/p1?x=1&token=…&y=2');
  expect(loggedUrl('/preview/projects/p1?TOKEN=abc')).toBe('/preview/projects/p1?TOKEN=…');
  expect(loggedUrl('/graphql?query={users{email}}')).toBe('/graphql');
  expect(loggedUrl('/projects?category=residential')).toBe('/projects?category=residential');
  expect(loggedUrl(undefined)).toBeUndefined();
});
