import { LOGIN_PATH } from '@vriddhi/rules';
import { useEffect, useState } from 'react';
import { Box, CloseButton, Drawer, Flex, IconButton, Portal, Text } from '@chakra-ui/react';
import { HardHat, Menu } from 'lucide-react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { clearLogin, onLoginExpired, readUserInfo } from '@/admin/lib/auth-storage';
import { sectionColors, sectionOf } from './admin-nav';
import { AdminSidebar } from './AdminSidebar';
import { SessionLoginDialog } from '@/admin/auth/SessionLoginDialog';

const SIDEBAR_WIDTH = '64';

/** The top bar that replaces the sidebar below the large breakpoint. */
const mobileBar = {
  display: { base: 'flex', lg: 'none' },
  position: 'sticky',
  top: '0',
  zIndex: 'sticky',
  align: 'center',
  gap: '3',
  px: '3',
  h: '14',
  color: 'white',
  shadow: 'md',
  transition: 'background 0.3s',
} as const;

/** Sidebar on large screens; a top bar with a menu button (drawer) on small ones. */
export function AdminLayout() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const user = readUserInfo();
  const section = sectionColors[sectionOf(pathname)];

  // Every admin screen starts at its top (the success toast and the new screen's heading in view).
  useEffect(() => {
    window.scrollTo({ top: 0 });
  }, [pathname]);

  // The server refused the token (expired or revoked): back to the login with an explanation.
  useEffect(() => onLoginExpired((reason) => navigate(`${LOGIN_PATH}?expired=1`, { replace: true, state: { reason } })), [navigate]);

  const logout = () => {
    setMenuOpen(false);
    clearLogin();
    navigate(LOGIN_PATH, { replace: true });
  };

  const sidebar = (onNavigate?: () => void) => (
    <AdminSidebar userName={user?.name} userRole={user?.role} userEmail={user?.email} onNavigate={onNavigate} onLogout={logout} />
  );

  return (
    <Box minH="100dvh" bg="gray.50" fontFamily="body" color="gray.800">
      <Box
        as="aside"
        display={{ base: 'none', lg: 'block' }}
        position="fixed"
        insetY="0"
        left="0"
        w={SIDEBAR_WIDTH}
        bg={section.bg}
        transition="background 0.3s"
        zIndex="sticky"
        data-section={sectionOf(pathname)}
      >
        {sidebar()}
      </Box>

      <Flex as="header" bg={section.bg} {...mobileBar}>
        <Drawer.Root open={menuOpen} onOpenChange={(details) => setMenuOpen(details.open)} placement="start">
          <Drawer.Trigger asChild>
            <IconButton aria-label="Open menu" variant="ghost" color="white" _hover={{ bg: 'whiteAlpha.200' }}>
              <Menu />
            </IconButton>
          </Drawer.Trigger>
          <Portal>
            <Drawer.Backdrop />
            <Drawer.Positioner>
              <Drawer.Content bg={section.bg} maxW="72" aria-label="Admin menu">
                <Drawer.Title srOnly>Admin menu</Drawer.Title>
                {sidebar(() => setMenuOpen(false))}
                <Drawer.CloseTrigger asChild top="4" right="3">
                  <CloseButton size="sm" color="white" aria-label="Close menu" _hover={{ bg: 'whiteAlpha.200' }} />
                </Drawer.CloseTrigger>
              </Drawer.Content>
            </Drawer.Positioner>
          </Portal>
        </Drawer.Root>
        <Flex align="center" gap="2" minW="0">
          <Box color="brand.300" aria-hidden>
            <HardHat size={20} />
          </Box>
          <Text fontFamily="heading" fontWeight="semibold" truncate>
            Admin · {section.name}
          </Text>
        </Flex>
      </Flex>

      <Box as="main" ml={{ base: '0', lg: SIDEBAR_WIDTH }} px={{ base: '4', md: '8' }} py={{ base: '5', md: '8' }}>
        <Box maxW="7xl" mx="auto">
          <Outlet />
        </Box>
      </Box>
      <SessionLoginDialog />
    </Box>
  );
}
