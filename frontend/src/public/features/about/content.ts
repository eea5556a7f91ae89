import type { IconName } from '@/public/components/icons/Icon';

/** The icons of the why-choose-us points, in turn (the points themselves are the firm's settings). */
export const REASON_ICONS: IconName[] = ['HardHat', 'Wallet', 'BadgeCheck', 'Clock', 'Layers', 'Headset'];

/** The story's paragraphs: separated by a blank line in the settings. */
export function paragraphs(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}
