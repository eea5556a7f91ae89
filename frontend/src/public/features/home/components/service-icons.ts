import type { IconName } from '@/public/components/icons/Icon';

/** Words in a service's title and the icon its home tile shows; the first match wins. */
const ICONS_BY_WORD: [RegExp, IconName][] = [
  [/approv|plan|permit/i, 'FileCheck'],
  [/estimat|valu|cost|budget/i, 'Calculator'],
  [/\bstructur/i, 'DraftingCompass'],
  [/interior|exterior|design|3d/i, 'PaintRoller'],
  [/consult|advi/i, 'Handshake'],
  [/repair|rehab|renovat|waterproof/i, 'Wrench'],
  [/construct|build/i, 'Construction'],
];

/** The icon of a service's home tile, chosen from its title (the firm names its services in the admin). */
export function serviceIcon(title: string): IconName {
  return ICONS_BY_WORD.find(([words]) => words.test(title))?.[1] ?? 'Building2';
}
