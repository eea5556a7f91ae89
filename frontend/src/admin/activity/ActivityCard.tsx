import { useEffect, useState } from 'react';
import { Box, Flex, Heading, Link as ChakraLink, Skeleton, Stack, Text } from '@chakra-ui/react';
import { History } from 'lucide-react';
import { Link } from 'react-router';
import { useActivity } from '@/admin/api/get-activity';
import { readUserInfo } from '@/admin/lib/auth-storage';
import { LoadMore } from '@/admin/ui/LoadMore';
import { timeAgo } from '@/admin/ui/time-ago';
import { activityLink, activitySentence, fullTime, type ActivityItem } from './activity-text';

/** How often the "5 minutes ago" texts move on. */
const CLOCK_TICK_MS = 60_000;

/** The card around the list, like the dashboard's other tiles. */
const card = {
  bg: 'white',
  borderRadius: 'xl',
  borderWidth: '1px',
  borderColor: 'gray.200',
  shadow: 'xs',
  px: { base: '4', md: '6' },
  py: { base: '2', md: '3' },
} as const;

/** The dashboard's list of the latest changes: who changed what, and when, linking to what still exists. */
export function ActivityCard() {
  const { page, loading, error, loadMore } = useActivity();
  const role = readUserInfo()?.role ?? '';
  const now = useNow(CLOCK_TICK_MS);

  return (
    <Box as="section" aria-labelledby="activity-heading">
      <Heading as="h2" id="activity-heading" size="lg" fontFamily="heading" mb="4" color="gray.900">
        Activity
      </Heading>
      <Box {...card}>
        {!page && loading ? (
          <Stack py="3" gap="3" aria-label="Loading the activity">
            {[0, 1, 2].map((row) => (
              <Skeleton key={row} h="5" />
            ))}
          </Stack>
        ) : !page && error ? (
          <Text py="3" role="alert" color="red.600">
            The list of changes could not be loaded. Please reload the page to try again.
          </Text>
        ) : !page || page.items.length === 0 ? (
          <Text py="3" color="fg.muted">
            No changes yet.
          </Text>
        ) : (
          <>
            <Box as="ul" listStyleType="none" m="0" p="0">
              {page.items.map((entry) => (
                <ActivityRow key={entry.id} entry={entry} role={role} now={now} />
              ))}
            </Box>
            <Box pb="3">
              <LoadMore shown={page.items.length} total={page.total} noun="changes" nextCursor={page.nextCursor} onLoadMore={loadMore} />
            </Box>
          </>
        )}
      </Box>
    </Box>
  );
}

function ActivityRow({ entry, role, now }: { entry: ActivityItem & { at: string }; role: string; now: Date }) {
  const { before, item, after } = activitySentence(entry);
  const link = activityLink(entry, role);
  const at = new Date(entry.at);
  return (
    <Flex
      as="li"
      direction={{ base: 'column', md: 'row' }}
      align={{ base: 'flex-start', md: 'baseline' }}
      justify="space-between"
      gap={{ base: '0.5', md: '4' }}
      py="3"
      borderTopWidth="1px"
      borderColor="gray.100"
      _first={{ borderTopWidth: '0' }}
    >
      <Flex align="flex-start" gap="2" minW="0">
        <Box color="gray.400" flexShrink={0} aria-hidden mt="1">
          <History size={16} />
        </Box>
        <Text color="gray.800" overflowWrap="anywhere">
          {before}{' '}
          {link ? (
            <ChakraLink asChild color="brand.700" fontWeight="medium" textDecoration="underline" textUnderlineOffset="2px">
              <Link to={link}>{item}</Link>
            </ChakraLink>
          ) : (
            <Text as="span" fontWeight="medium">
              {item}
            </Text>
          )}
          {after}
        </Text>
      </Flex>
      <Text as="span" fontSize="sm" color="fg.muted" flexShrink={0} ps={{ base: '6', md: '0' }}>
        <time dateTime={entry.at} title={fullTime(at)}>
          {timeAgo(at, now)}
        </time>
      </Text>
    </Flex>
  );
}

/** The current time, renewed every `everyMs` while the component is shown. */
function useNow(everyMs: number): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), everyMs);
    return () => window.clearInterval(timer);
  }, [everyMs]);
  return now;
}
