import { Box, Button, Flex, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { activityKindsFor } from '@vriddhi/rules';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { useActivityPage } from '@/admin/api/get-activity';
import { readUserInfo } from '@/admin/lib/auth-storage';
import { AdminPageHeader } from '@/admin/ui/AdminPageHeader';
import { EmptyState, ErrorState, LoadingState } from '@/admin/ui/StatusViews';
import { ActivityList } from './ActivityList';
import { activityCardStyle } from './ActivityCard';
import { activityParams, activityRequestOf, kindLabel } from './activity-filters';
import { useActivityPeople } from './api/get-activity-people';

const count = new Intl.NumberFormat('en-IN');
const entriesText = (total: number) => `${count.format(total)} ${total === 1 ? 'entry' : 'entries'}`;

/**
 * Everything that happened in the admin and the new enquiries, newest first, a page at a time
 * (Newer/Older), filtered by person and kind; the address keeps the filter and the page.
 */
export function ActivityPage() {
  const [params, setParams] = useSearchParams();
  const request = activityRequestOf(params);
  const { page, loading, error } = useActivityPage(request);
  const people = useActivityPeople();
  const kinds = activityKindsFor(readUserInfo()?.role ?? '');
  const filtered = !!(request.userId || request.kindName);
  const go = (change: Parameters<typeof activityParams>[1]) => {
    setParams(activityParams(params, change));
    window.scrollTo({ top: 0 });
  };

  let content;
  if (!page && loading) content = <LoadingState label="Loading the activity…" />;
  else if (!page && error) content = <ErrorState message="The activity could not be loaded. Please reload the page to try again." />;
  else if (!page?.items.length) {
    content = filtered ? (
      <EmptyState
        message="Nothing matches these filters."
        action={
          <Button variant="outline" onClick={() => go({ person: null, kind: null })}>
            Show all activity
          </Button>
        }
      />
    ) : (
      <EmptyState message="Nothing has happened yet." />
    );
  } else {
    content = (
      <>
        <Box {...activityCardStyle}>
          <ActivityList entries={page.items} />
        </Box>
        {(page.previousCursor || page.nextCursor) && (
          <Flex as="nav" aria-label="Pages of the activity" justify="space-between" align="center" gap="3" mt="5">
            <Button variant="outline" disabled={!page.previousCursor} onClick={() => page.previousCursor && go({ before: page.previousCursor })}>
              <ChevronLeft /> Newer
            </Button>
            <Button variant="outline" disabled={!page.nextCursor} onClick={() => page.nextCursor && go({ after: page.nextCursor })}>
              Older <ChevronRight />
            </Button>
          </Flex>
        )}
      </>
    );
  }

  return (
    <>
      <AdminPageHeader
        title="Activity"
        subtitle={
          page
            ? filtered
              ? `${entriesText(page.total)} ${page.total === 1 ? 'matches' : 'match'} the filters`
              : `${entriesText(page.total)}, newest first`
            : undefined
        }
      />
      <Stack direction={{ base: 'column', sm: 'row' }} gap="3" mb="5" align={{ base: 'stretch', sm: 'flex-end' }} wrap="wrap">
        <FilterSelect label="Who" value={request.userId ?? ''} onChange={(person) => go({ person })}>
          <option value="">Everyone</option>
          {people.map((person) => (
            <option key={person.id} value={person.id}>
              {person.name}
            </option>
          ))}
        </FilterSelect>
        <FilterSelect label="What" value={request.kindName ?? ''} onChange={(kind) => go({ kind })}>
          <option value="">Everything</option>
          {kinds.map((kind) => (
            <option key={kind} value={kind}>
              {kindLabel(kind)}
            </option>
          ))}
        </FilterSelect>
        {filtered && (
          <Button variant="ghost" onClick={() => go({ person: null, kind: null })}>
            Clear filters
          </Button>
        )}
      </Stack>
      {content}
    </>
  );
}

function FilterSelect({ label, value, onChange, children }: { label: string; value: string; onChange: (value: string) => void; children: React.ReactNode }) {
  return (
    <Box as="label" display="flex" flexDirection="column" gap="1" minW={{ sm: '56' }}>
      <Text as="span" fontSize="sm" fontWeight="medium" color="gray.700">
        {label}
      </Text>
      <NativeSelect.Root size="md">
        <NativeSelect.Field bg="white" value={value} onChange={(event) => onChange(event.target.value)}>
          {children}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Box>
  );
}
