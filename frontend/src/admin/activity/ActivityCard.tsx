import { adminPath } from '@vriddhi/rules';
import { Box, Button, Flex, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { useLatestActivity } from '@/admin/api/get-activity';
import { ActivityList } from './ActivityList';

/** The card around the list, like the dashboard's other tiles. */
export const activityCardStyle = {
  bg: 'white',
  borderRadius: 'xl',
  borderWidth: '1px',
  borderColor: 'gray.200',
  shadow: 'xs',
  px: { base: '4', md: '6' },
  py: { base: '2', md: '3' },
} as const;

/** The dashboard's few latest entries of the activity, with the way to the whole Activity screen. */
export function ActivityCard() {
  const { page, loading, error } = useLatestActivity();

  return (
    <Box as="section" aria-labelledby="activity-heading">
      <Flex justify="space-between" align="baseline" gap="3" mb="4" wrap="wrap">
        <Heading as="h2" id="activity-heading" size="lg" fontFamily="heading" color="gray.900">
          Activity
        </Heading>
        <Button asChild variant="ghost" size="sm" colorPalette="brand">
          <Link to={adminPath('activity')}>
            See all activity <ArrowRight />
          </Link>
        </Button>
      </Flex>
      <Box {...activityCardStyle}>
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
          <ActivityList entries={page.items} />
        )}
      </Box>
    </Box>
  );
}
