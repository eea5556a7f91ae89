import { Box, Button, Flex, Stack, Text, chakra } from '@chakra-ui/react';
import { ExternalLink, HardHat, LogOut } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { UnreadEnquiriesBadge } from '@/admin/enquiries/UnreadEnquiriesBadge';
import { isItemActive, navItemsFor, sectionColors, sectionOf } from './admin-nav';

interface AdminSidebarProps {
  userName?: string;
  /** The signed-in user's role: the menu shows only what it may open. */
  userRole?: string;
  userEmail?: string;
  onNavigate?: () => void;
  onLogout: () => void;
}

/** The small "View website" link under the signed-in user. */
const websiteLink = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: '1.5',
  mt: '2',
  fontSize: 'xs',
  color: 'whiteAlpha.800',
  _hover: { color: 'white', textDecoration: 'underline' },
} as const;

/**
 * A menu item's height: 44 px for a finger; 36 px with a mouse (lg), so that the whole menu, Logout
 * included, fits a 1366 × 768 laptop's screen without scrolling.
 */
const ITEM_HEIGHT = { base: '11', lg: '9' } as const;

/** Logout, last in the menu: lined up with the links, red on hover. */
const logoutButton = {
  w: 'full',
  justifyContent: 'flex-start',
  gap: '3',
  px: '3',
  minH: ITEM_HEIGHT,
  mt: { base: '2', lg: '1' },
  fontSize: 'sm',
  color: 'whiteAlpha.800',
  borderLeftWidth: '3px',
  borderColor: 'transparent',
  _hover: { bg: 'red.600', color: 'white' },
} as const;

/** Brand, the menu (navItems, then Logout), the signed-in user. */
export function AdminSidebar({ userName, userRole, userEmail, onNavigate, onLogout }: AdminSidebarProps) {
  const { pathname } = useLocation();
  const section = sectionColors[sectionOf(pathname)];

  return (
    <Flex direction="column" h="full" color="white">
      <Flex align="center" gap="3" px="5" py={{ base: '5', lg: '4' }} borderBottomWidth="1px" borderColor="whiteAlpha.200">
        <Flex align="center" justify="center" boxSize="10" borderRadius="lg" bg="brand.600" flexShrink={0} aria-hidden>
          <HardHat size={22} />
        </Flex>
        <Box minW="0">
          <Text fontFamily="heading" fontWeight="bold" lineHeight="short" truncate>
            Sri Vriddhi Builders
          </Text>
          <Text fontSize="xs" color="whiteAlpha.700">
            Admin · {section.name}
          </Text>
        </Box>
      </Flex>

      <chakra.nav aria-label="Admin" flex="1" overflowY="auto" px="3" py={{ base: '4', lg: '3' }}>
        <Stack as="ul" gap={{ base: '1', lg: '0' }} listStyleType="none">
          {navItemsFor(userRole).map((item) => {
            const active = isItemActive(item, pathname);
            const Icon = item.icon;
            return (
              <li key={item.to}>
                <chakra.a
                  asChild
                  display="flex"
                  alignItems="center"
                  gap="3"
                  px="3"
                  py={{ base: '2.5', lg: '1.5' }}
                  minH={ITEM_HEIGHT}
                  borderRadius="md"
                  fontSize="sm"
                  fontWeight={active ? 'semibold' : 'medium'}
                  color={active ? 'white' : 'whiteAlpha.800'}
                  bg={active ? 'whiteAlpha.200' : 'transparent'}
                  borderLeftWidth="3px"
                  borderColor={active ? sectionColors[item.section].accent : 'transparent'}
                  _hover={{ bg: 'whiteAlpha.100', color: 'white' }}
                  _focusVisible={{ outline: '2px solid', outlineColor: 'white', outlineOffset: '-2px' }}
                >
                  <Link to={item.to} aria-current={active ? 'page' : undefined} onClick={onNavigate}>
                    <Icon size={18} aria-hidden />
                    {item.label}
                    {item.showsUnreadEnquiries && <UnreadEnquiriesBadge />}
                  </Link>
                </chakra.a>
              </li>
            );
          })}
          <li>
            <Button onClick={onLogout} variant="ghost" {...logoutButton}>
              <LogOut size={18} aria-hidden />
              Logout
            </Button>
          </li>
        </Stack>
      </chakra.nav>

      <Box px="5" py="4" borderTopWidth="1px" borderColor="whiteAlpha.200" fontSize="sm">
        {userName && (
          <Text fontWeight="medium" truncate>
            {userName}
          </Text>
        )}
        {userEmail && (
          <Text fontSize="xs" color="whiteAlpha.700" truncate>
            {userEmail}
          </Text>
        )}
        <chakra.a asChild {...websiteLink}>
          <Link to="/" onClick={onNavigate}>
            <ExternalLink size={14} aria-hidden /> View website
          </Link>
        </chakra.a>
      </Box>
    </Flex>
  );
}
