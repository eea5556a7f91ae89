import { Box, Flex, Heading, Link as ChakraLink, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { ArrowDownRight, ArrowUpRight, Eye, Mail, MessageCircle, Minus, Phone, Send, type LucideIcon } from 'lucide-react';
import { useVisitorFigures } from '@/admin/api/get-visitor-figures';
import { pageLabelOf } from '@vriddhi/rules';
import { changeText, times, type WeekFigure } from './figure-text';

/** The card around each part, like the dashboard's other tiles. */
const tile = {
  bg: 'white',
  borderRadius: 'xl',
  borderWidth: '1px',
  borderColor: 'gray.200',
  shadow: 'xs',
  p: { base: '3', md: '4' },
} as const;

interface FigureTile {
  field: 'pageViews' | 'callTaps' | 'whatsappTaps' | 'emailTaps' | 'enquiries';
  label: string;
  icon: LucideIcon;
  color: string;
}

const TILES: readonly FigureTile[] = [
  { field: 'pageViews', label: 'Pages opened', icon: Eye, color: 'blue.600' },
  { field: 'callTaps', label: 'Taps on Call', icon: Phone, color: 'green.700' },
  { field: 'whatsappTaps', label: 'Taps on WhatsApp', icon: MessageCircle, color: 'teal.600' },
  { field: 'emailTaps', label: 'Taps on e-mail', icon: Mail, color: 'orange.600' },
  { field: 'enquiries', label: 'Enquiries sent', icon: Send, color: 'pink.600' },
];

const CHANGE_LOOK = {
  up: { icon: ArrowUpRight, color: 'green.700' },
  down: { icon: ArrowDownRight, color: 'red.700' },
  same: { icon: Minus, color: 'gray.600' },
} as const;

/**
 * The Dashboard's "What visitors did": this week's page views, taps on the contact links and
 * enquiries against last week's, and the projects people looked at most, so the firm sees what brings work.
 */
export function VisitorFiguresCard() {
  const { data, loading, error } = useVisitorFigures();
  const figures = data?.visitorFigures;
  const nothingYet = figures !== undefined && TILES.every(({ field }) => figures[field].thisWeek === 0 && figures[field].lastWeek === 0);

  return (
    <Box as="section" aria-labelledby="visitors-heading">
      <Heading as="h2" id="visitors-heading" size="lg" fontFamily="heading" color="gray.900">
        What visitors did
      </Heading>
      <Text color="fg.muted" fontSize="sm" mt="1" mb="4">
        This week (since Monday) and last week. Counted without cookies or anything personal; search engines and robots are left out.
      </Text>
      {!figures && loading ? (
        <SimpleGrid columns={{ base: 2, md: 3, lg: 5 }} gap={{ base: '2', sm: '4' }} aria-label="Loading the visitor figures">
          {TILES.map(({ field }) => (
            <Skeleton key={field} h="28" borderRadius="xl" />
          ))}
        </SimpleGrid>
      ) : !figures ? (
        <Text {...tile} role="alert" color="red.600">
          {error ? 'The visitor figures could not be loaded. Please reload the page to try again.' : 'No figures.'}
        </Text>
      ) : nothingYet ? (
        <Text {...tile} color="fg.muted">
          Nothing counted yet. When people open the website or tap Call, WhatsApp or e-mail on it, the numbers show here.
        </Text>
      ) : (
        <Stack gap="4">
          <SimpleGrid as="ul" listStyleType="none" m="0" p="0" columns={{ base: 2, md: 3, lg: 5 }} gap={{ base: '2', sm: '4' }}>
            {TILES.map((figureTile, index) => (
              <FigureTileView key={figureTile.field} {...figureTile} figure={figures[figureTile.field]} wide={index === 0} />
            ))}
          </SimpleGrid>
          <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
            <RankedList
              heading="Projects looked at most this week"
              empty="No project page opened yet this week."
              items={figures.topProjects.map((project) => ({ key: project.projectId, name: project.title, href: project.path, ...project }))}
            />
            <RankedList
              heading="Pages opened this week"
              empty="No page opened yet this week."
              items={figures.pages
                .filter((page) => page.thisWeek > 0)
                .slice(0, 5)
                .map((page) => ({ key: page.path, name: pageLabelOf(page.path), href: page.path, ...page }))}
            />
          </SimpleGrid>
        </Stack>
      )}
    </Box>
  );
}

function FigureTileView({ label, icon: Icon, color, figure, wide }: FigureTile & { figure: WeekFigure; wide: boolean }) {
  const change = changeText(figure);
  const look = change ? CHANGE_LOOK[change.direction] : null;
  return (
    <Box as="li" {...tile} gridColumn={wide ? { base: 'span 2', md: 'auto' } : undefined} aria-label={label}>
      <Flex align="center" gap="2" color={color}>
        <Icon size={18} aria-hidden />
        <Text fontSize="sm" fontWeight="semibold" color="gray.800">
          {label}
        </Text>
      </Flex>
      <Flex align="baseline" gap="2" mt="2" wrap="wrap">
        <Text fontSize="2xl" fontWeight="bold" lineHeight="1" data-testid="this-week">
          {figure.thisWeek}
        </Text>
        <Text fontSize="sm" color="fg.muted">
          this week
        </Text>
      </Flex>
      <Text fontSize="sm" color="fg.muted" mt="1">
        Last week: {figure.lastWeek}
      </Text>
      {change && look && (
        <Flex align="center" gap="1" mt="2" color={look.color} fontSize="xs" fontWeight="medium">
          <look.icon size={14} aria-hidden />
          <Text as="span">{change.text}</Text>
        </Flex>
      )}
    </Box>
  );
}

interface RankedItem {
  key: string;
  name: string;
  href: string;
  thisWeek: number;
  lastWeek: number;
}

/** The most viewed projects or pages, each linking to its page on the website (in a new tab). */
function RankedList({ heading, empty, items }: { heading: string; empty: string; items: RankedItem[] }) {
  const headingId = `visitors-${heading.split(' ')[0].toLowerCase()}-heading`;
  return (
    <Box {...tile} as="section" aria-labelledby={headingId}>
      <Heading as="h3" id={headingId} size="sm" color="gray.900" mb="2">
        {heading}
      </Heading>
      {items.length === 0 ? (
        <Text color="fg.muted" fontSize="sm">
          {empty}
        </Text>
      ) : (
        <Box as="ol" listStyleType="none" m="0" p="0">
          {items.map((item) => (
            <Flex
              as="li"
              key={item.key}
              justify="space-between"
              align="baseline"
              gap="3"
              py="2"
              borderTopWidth="1px"
              borderColor="gray.100"
              _first={{ borderTopWidth: '0' }}
            >
              <ChakraLink
                href={item.href}
                target="_blank"
                rel="noopener"
                color="brand.700"
                fontWeight="medium"
                textDecoration="underline"
                textUnderlineOffset="2px"
                minW="0"
                overflowWrap="anywhere"
              >
                {item.name}
              </ChakraLink>
              <Text as="span" fontSize="sm" color="gray.700" flexShrink={0} textAlign="end">
                {times(item.thisWeek, 'view')}
                <Text as="span" color="fg.muted">
                  {` (last week ${item.lastWeek})`}
                </Text>
              </Text>
            </Flex>
          ))}
        </Box>
      )}
    </Box>
  );
}
