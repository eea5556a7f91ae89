import { Badge, type BadgeProps } from '@chakra-ui/react';
import { EyeOff } from 'lucide-react';

/** Marks an item that is not shown on the site. */
export function HiddenBadge(props: BadgeProps) {
  return (
    <Badge colorPalette="gray" variant="solid" size="sm" gap="1" {...props}>
      <EyeOff size={12} aria-hidden /> Hidden
    </Badge>
  );
}
