import { SegmentGroup } from '@chakra-ui/react';
import { isVisibilityFilter, VISIBILITY_FILTERS, type VisibilityFilter } from './visibility-filter';

/** All / On the site / Hidden, above an admin list. */
export function VisibilityFilterControl({ value, onChange }: { value: VisibilityFilter; onChange: (value: VisibilityFilter) => void }) {
  return (
    <SegmentGroup.Root
      aria-label="Show"
      size="sm"
      value={value}
      onValueChange={(change) => {
        if (isVisibilityFilter(change.value)) onChange(change.value);
      }}
    >
      <SegmentGroup.Indicator />
      <SegmentGroup.Items items={VISIBILITY_FILTERS} />
    </SegmentGroup.Root>
  );
}
