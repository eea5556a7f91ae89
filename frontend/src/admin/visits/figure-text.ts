/** A figure of one week against the other, as the Dashboard words it. */
export interface WeekFigure {
  thisWeek: number;
  lastWeek: number;
  lastWeekSameDays: number;
}

/**
 * This week so far against last week by the same weekday, the only fair comparison before Sunday:
 * "3 more than last week by this day". Null when neither week counted any.
 */
export function changeText({ thisWeek, lastWeekSameDays }: WeekFigure): { direction: 'up' | 'down' | 'same'; text: string } | null {
  if (thisWeek === 0 && lastWeekSameDays === 0) return null;
  const difference = thisWeek - lastWeekSameDays;
  if (difference === 0) return { direction: 'same', text: 'Same as last week by this day' };
  return {
    direction: difference > 0 ? 'up' : 'down',
    text: `${Math.abs(difference)} ${difference > 0 ? 'more' : 'fewer'} than last week by this day`,
  };
}

export function times(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? '' : 's'}`;
}
