import { adminPath } from '@vriddhi/rules';
import { useEffect } from 'react';
import { Box, Button, Flex, Heading, SimpleGrid, Skeleton, Stack, Text, chakra } from '@chakra-ui/react';
import { ArrowRight, FolderKanban, FolderPlus, ImagePlus, Images, Inbox, SquarePlus, Wrench, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { ActivityCard } from './activity/ActivityCard';
import { readUserInfo } from './lib/auth-storage';
import { useDashboardCounts, visibleAndHidden } from './api/get-dashboard-counts';
import { VisitorFiguresCard } from './visits/VisitorFiguresCard';

interface QuickAction {
  label: string;
  description: string;
  to: string;
  icon: LucideIcon;
  palette: string;
}

const quickActions: QuickAction[] = [
  { label: 'Add Projects', description: 'Publish a finished or ongoing project with photos.', to: adminPath('addProject'), icon: FolderPlus, palette: 'blue' },
  { label: 'Add Gallery', description: 'Upload a photo to the public gallery.', to: adminPath('addGalleryImage'), icon: ImagePlus, palette: 'purple' },
  { label: 'Add Services', description: 'Describe a new service the firm offers.', to: adminPath('addService'), icon: SquarePlus, palette: 'teal' },
];

function greeting(date = new Date()): string {
  const hour = date.getHours();
  if (hour < 12) return 'Good morning';
  if (hour < 17) return 'Good afternoon';
  return 'Good evening';
}

/** The greeting across the top of the dashboard. */
const welcomeBanner = {
  borderRadius: '2xl',
  p: { base: '6', md: '10' },
  color: 'white',
  bgGradient: 'to-r',
  gradientFrom: 'brand.700',
  gradientTo: 'brand.500',
  shadow: 'lg',
  position: 'relative',
  overflow: 'hidden',
} as const;

/** A quick action: what it does and its button. */
const actionCard = {
  direction: 'column',
  gap: '3',
  p: '5',
  bg: 'white',
  borderRadius: 'xl',
  borderWidth: '1px',
  borderColor: 'gray.200',
  shadow: 'xs',
} as const;

/** A count of what is on the website, linking to its list. */
const statTile = {
  display: 'flex',
  flexDirection: { base: 'column', md: 'row' },
  alignItems: { base: 'flex-start', md: 'center' },
  gap: { base: '2', md: '4' },
  p: { base: '3', md: '5' },
  bg: 'white',
  borderRadius: 'xl',
  borderWidth: '1px',
  borderColor: 'gray.200',
  _hover: { borderColor: 'gray.300', shadow: 'sm' },
  _focusVisible: { outline: '2px solid', outlineColor: 'brand.500' },
} as const;

export function DashboardPage() {
  const user = readUserInfo();
  const name = user?.name?.trim() || 'Admin';
  const { data, loading } = useDashboardCounts();

  useEffect(() => {
    document.title = 'Dashboard · Admin · Sri Vriddhi Builders';
  }, []);

  const stats = [
    { label: 'Projects', ...visibleAndHidden(data?.projects), to: adminPath('allProjects'), icon: FolderKanban, color: 'blue.600' },
    { label: 'Gallery images', ...visibleAndHidden(data?.galleryImages), to: adminPath('allGalleryImages'), icon: Images, color: 'purple.600' },
    { label: 'Services', ...visibleAndHidden(data?.services), to: adminPath('allServices'), icon: Wrench, color: 'teal.600' },
  ];

  return (
    <Stack gap={{ base: '6', md: '8' }}>
      <Box as="section" aria-labelledby="welcome-heading" {...welcomeBanner}>
        <Text fontSize="sm" color="whiteAlpha.800">
          {greeting()}
        </Text>
        <Heading as="h1" id="welcome-heading" size={{ base: '2xl', md: '3xl' }} fontFamily="heading" mt="1">
          Welcome back, {name}!
        </Heading>
        <Text mt="2" maxW="xl" color="whiteAlpha.900">
          Manage the projects, gallery images and services shown on the website. Changes appear on the public site as soon as you save them.
        </Text>
      </Box>

      <Box as="section" aria-labelledby="enquiries-heading">
        <Heading as="h2" id="enquiries-heading" size="lg" fontFamily="heading" mb="4" color="gray.900">
          Enquiries
        </Heading>
        <chakra.a asChild {...statTile} maxW={{ md: 'sm' }}>
          <Link to={adminPath('enquiries')}>
            <Box color="pink.600" aria-hidden>
              <Inbox size={26} />
            </Box>
            <Box flex="1">
              {loading && data?.unreadEnquiryCount === undefined ? (
                <Skeleton h="7" w="10" />
              ) : (
                <Text fontSize="2xl" fontWeight="bold" lineHeight="1">
                  {data?.unreadEnquiryCount ?? '–'}
                </Text>
              )}
              <Text color="fg.muted" fontSize={{ base: 'xs', md: 'sm' }}>
                New enquiries, not answered yet
              </Text>
            </Box>
            <Box aria-hidden>
              <ArrowRight size={18} />
            </Box>
          </Link>
        </chakra.a>
      </Box>

      <Box as="section" aria-labelledby="quick-actions-heading">
        <Heading as="h2" id="quick-actions-heading" size="lg" fontFamily="heading" mb="4" color="gray.900">
          Quick actions
        </Heading>
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
          {quickActions.map((action) => {
            const Icon = action.icon;
            return (
              <Flex key={action.to} {...actionCard}>
                <Flex align="center" gap="3">
                  <Flex boxSize="10" align="center" justify="center" borderRadius="lg" bg={`${action.palette}.100`} color={`${action.palette}.700`} aria-hidden>
                    <Icon size={20} />
                  </Flex>
                  <Text color="fg.muted" fontSize="sm" flex="1">
                    {action.description}
                  </Text>
                </Flex>
                <Button asChild colorPalette={action.palette} size="lg" mt="auto">
                  <Link to={action.to}>{action.label}</Link>
                </Button>
              </Flex>
            );
          })}
        </SimpleGrid>
      </Box>

      <Box as="section" aria-labelledby="content-heading">
        <Heading as="h2" id="content-heading" size="lg" fontFamily="heading" mb="4" color="gray.900">
          On the website
        </Heading>
        <SimpleGrid columns={3} gap={{ base: '2', sm: '4' }}>
          {stats.map((stat) => {
            const Icon = stat.icon;
            return (
              <chakra.a key={stat.to} asChild {...statTile}>
                <Link to={stat.to}>
                  <Box color={stat.color} aria-hidden>
                    <Icon size={26} />
                  </Box>
                  <Box flex="1">
                    {loading && stat.count === undefined ? (
                      <Skeleton h="7" w="10" />
                    ) : (
                      <Text fontSize="2xl" fontWeight="bold" lineHeight="1">
                        {stat.count ?? '–'}
                      </Text>
                    )}
                    <Text color="fg.muted" fontSize={{ base: 'xs', md: 'sm' }}>
                      {stat.label}
                    </Text>
                    {stat.hidden > 0 && (
                      <Text color="orange.700" fontSize="xs" mt="0.5">
                        {`+ ${stat.hidden} hidden`}
                      </Text>
                    )}
                  </Box>
                  <Box display={{ base: 'none', md: 'block' }} aria-hidden>
                    <ArrowRight size={18} />
                  </Box>
                </Link>
              </chakra.a>
            );
          })}
        </SimpleGrid>
      </Box>

      <VisitorFiguresCard />

      <ActivityCard />
    </Stack>
  );
}
