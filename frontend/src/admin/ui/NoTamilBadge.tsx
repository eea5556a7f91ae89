import { Badge, type BadgeProps } from '@chakra-ui/react';

/** Marks an item whose title has no Tamil yet (its Tamil page shows the English). */
export function NoTamilBadge(props: BadgeProps) {
  return (
    <Badge colorPalette="orange" variant="subtle" size="sm" {...props}>
      No Tamil
    </Badge>
  );
}
