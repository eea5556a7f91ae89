import type { ContentVersion } from './content-version';

/** The year it is at `now` in `timeZone`. */
export function yearIn(timeZone: string, now: Date): number {
  return Number(new Intl.DateTimeFormat('en', { year: 'numeric', timeZone }).format(now));
}

/** How often the year is looked at: the pages show the new one within a minute of the firm's midnight. */
const CHECK_MS = 60_000;

/**
 * The pages carry the firm's year (the footer's copyright) and are kept until the content moves: when the
 * year turns in the firm's time zone, every kept page and answer is dropped (the content version is
 * bumped), so the first visitor of the year reads it. Each process does it by its own clock: nothing is
 * written. Returns what its timer runs (`check`) and what stops it.
 */
export function followFirmYear(version: ContentVersion, timeZone: string, now: () => Date = () => new Date()): { check: () => void; stop: () => void } {
  let year = yearIn(timeZone, now());
  const check = () => {
    const current = yearIn(timeZone, now());
    if (current === year) return;
    year = current;
    version.bump();
  };
  const timer = setInterval(check, CHECK_MS).unref();
  return { check, stop: () => clearInterval(timer) };
}
