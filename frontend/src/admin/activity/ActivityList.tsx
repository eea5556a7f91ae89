import { useEffect, useState } from 'react';
import { Box, Flex, Link as ChakraLink, Text } from '@chakra-ui/react';
import { Globe, History } from 'lucide-react';
import { Link } from 'react-router';
import { readUserInfo } from '@/admin/lib/auth-storage';
import { timeAgo } from '@/admin/ui/time-ago';
import { activityLink, activitySentence, fullTime, type ActivityItem } from './activity-text';

/** How often the "5 minutes ago" texts move on. */
const CLOCK_TICK_MS = 60_000;

type Entry = ActivityItem & { id: string; at: string; byVisitor?: boolean };

/** Entries as sentences, newest first: who did what and when, linking to what still exists. */
export function ActivityList({ entries }: { entries: readonly Entry[] }) {
  const role = readUserInfo()?.role ?? '';
  const now = useNow(CLOCK_TICK_MS);
  return (
    <Box as="ul" listStyleType="none" m="0" p="0">
      {entries.map((entry) => (
        <ActivityRow key={entry.id} entry={entry} role={role} now={now} />
      ))}
    </Box>
  );
}

function ActivityRow({ entry, role, now }: { entry: Entry; role: string; now: Date }) {
  const { before, item, after } = activitySentence(entry);
  const link = activityLink(entry, role);
  const at = new Date(entry.at);
  const Icon = entry.byVisitor ? Globe : History;
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
        <Box color={entry.byVisitor ? 'pink.500' : 'gray.400'} flexShrink={0} aria-hidden mt="1">
          <Icon size={16} />
        </Box>
        <Text color="gray.800" overflowWrap="anywhere">
          {before}
          {item && ' '}
          {item &&
            (link ? (
              <ChakraLink asChild color="brand.700" fontWeight="medium" textDecoration="underline" textUnderlineOffset="2px">
                <Link to={link}>{item}</Link>
              </ChakraLink>
            ) : (
              <Text as="span" fontWeight="medium">
                {item}
              </Text>
            ))}
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
