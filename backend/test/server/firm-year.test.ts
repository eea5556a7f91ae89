import { ContentVersion } from '../../src/content-version';
import { followFirmYear, yearIn } from '../../src/firm-year';

describe("the firm's year", () => {
  test('is the year in its time zone, not the server’s', () => {
    const newYearInIndia = new Date('2026-12-31T18:31:00Z'); // 00:01 on 1 January 2027 in Vriddhachalam
    expect(yearIn('Asia/Kolkata', newYearInIndia)).toBe(2027);
    expect(yearIn('UTC', newYearInIndia)).toBe(2026);
  });

  test('drops every kept page when it turns there, once, and not before', () => {
    const version = new ContentVersion();
    let now = new Date('2026-12-31T18:29:00Z'); // 23:59 on 31 December in Vriddhachalam
    const watch = followFirmYear(version, 'Asia/Kolkata', () => now);
    try {
      const before = version.current;
      watch.check();
      expect(version.current).toBe(before);
      now = new Date('2026-12-31T18:31:00Z');
      watch.check();
      expect(version.current).toBe(before + 1);
      now = new Date('2027-01-01T09:00:00Z');
      watch.check();
      expect(version.current).toBe(before + 1);
    } finally {
      watch.stop();
    }
  });
});
