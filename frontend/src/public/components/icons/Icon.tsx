import type { SVGProps } from 'react';
import spriteUrl from 'virtual:icon-sprite';
import type { IconName } from './sprite-source';

export type { IconName };

type IconProps = Omit<SVGProps<SVGSVGElement>, 'name'> & { name: IconName; size?: number | string };

/**
 * An icon of the sprite (sprite-source.ts), decorative unless given a label: a reference to the drawing
 * in the one file every page shares, so a page's markup holds no icon's drawing. Lucide's line icons
 * are filled with `fill` (none by default), like Lucide's own components. No `focusable="false"`: only
 * Internet Explorer put an SVG in the tab order.
 */
export function Icon({ name, size = 24, fill = 'none', ...props }: IconProps) {
  return (
    <svg width={size} height={size} fill={fill} aria-hidden="true" {...props}>
      <use href={`${spriteUrl}#${name}`} />
    </svg>
  );
}
