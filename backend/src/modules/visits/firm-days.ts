const DAY_MS = 24 * 60 * 60_000;

/** The date ('2026-12-02') it is at `at` in the firm's time zone. */
export function firmDay(at: Date, timeZone: string): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
}

/** `day` moved by `days` (negative: back). */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/**
 * firmDay for a stream of moments that mostly fall in the same minute (every page served): worked out
 * once per minute. Exact, since every time zone's offset is a whole number of minutes, so no minute
 * spans two local days.
 */
export function firmDayEachMinute(timeZone: string): (at?: number) => string {
  let minute = Number.NaN;
  let day = '';
  return (at = Date.now()) => {
    const thisMinute = Math.floor(at / 60_000);
    if (thisMinute !== minute) {
      minute = thisMinute;
      day = firmDay(new Date(at), timeZone);
    }
    return day;
  };
}

/** The firm's weeks as the Dashboard compares them, Monday to Sunday, by their first days. */
export interface FirmWeeks {
  today: string;
  /** This week's Monday. */
  thisWeekFrom: string;
  /** Last week's Monday. */
  lastWeekFrom: string;
  /** The day after last week's day that matches today (last week "so far"): last week's days before it are the same weekdays as this week's. */
  lastWeekSameDaysUntil: string;
}

export function firmWeeks(now: Date, timeZone: string): FirmWeeks {
  const today = firmDay(now, timeZone);
  const daysSinceMonday = (new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7;
  const thisWeekFrom = addDays(today, -daysSinceMonday);
  return { today, thisWeekFrom, lastWeekFrom: addDays(thisWeekFrom, -7), lastWeekSameDaysUntil: addDays(today, -6) };
}
