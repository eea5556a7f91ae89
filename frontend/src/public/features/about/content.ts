import { BadgeCheck, Clock, HardHat, Headset, Layers, Wallet, type LucideIcon } from 'lucide-react';

/** The icons of the why-choose-us points, in turn (the points themselves are the firm's settings). */
export const REASON_ICONS: LucideIcon[] = [HardHat, Wallet, BadgeCheck, Clock, Layers, Headset];

const NUMBER_WORDS = ['', 'One', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven', 'Eight', 'Nine', 'Ten', 'Eleven', 'Twelve'];

/** "Six reasons families and businesses build with us", counting the points the firm lists. */
export function reasonsTitle(count: number): string {
  const word = NUMBER_WORDS[count];
  if (!word) return 'Why families and businesses build with us';
  return `${word} ${count === 1 ? 'reason' : 'reasons'} families and businesses build with us`;
}

/** The story's paragraphs: separated by a blank line in the settings. */
export function paragraphs(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}
