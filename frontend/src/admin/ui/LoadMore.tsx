import { useState } from 'react';
import { Button, Flex, Text } from '@chakra-ui/react';
import { describeError } from '@/admin/lib/graphql-errors';
import { notifyError } from './toaster';

const count = new Intl.NumberFormat('en-IN');

interface LoadMoreProps {
  /** How many are shown, and how many there are. */
  shown: number;
  total: number;
  /** What they are, plural: "enquiries". */
  noun: string;
  /** Where the next page starts; null once everything is shown. */
  nextCursor: string | null | undefined;
  /** Reads the page after `after` into the list. */
  onLoadMore: (after: string) => Promise<unknown>;
}

/** Under a long list: how much of it is shown, and "Load more" while there is more. */
export function LoadMore({ shown, total, noun, nextCursor, onLoadMore }: LoadMoreProps) {
  const [loading, setLoading] = useState(false);
  if (!nextCursor) return null;

  const loadMore = async () => {
    setLoading(true);
    try {
      await onLoadMore(nextCursor);
    } catch (caught) {
      notifyError(`Could not load more ${noun}`, describeError(caught, 'Please try again.'));
    } finally {
      setLoading(false);
    }
  };

  return (
    <Flex direction="column" align="center" gap="2" mt="6">
      <Text color="fg.muted" fontSize="sm" aria-live="polite">
        Showing {count.format(shown)} of {count.format(total)} {noun}
      </Text>
      <Button variant="outline" onClick={() => void loadMore()} loading={loading} loadingText="Loading…">
        Load more
      </Button>
    </Flex>
  );
}
