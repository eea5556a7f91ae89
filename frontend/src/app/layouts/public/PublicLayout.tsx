import { Box, chakra } from '@chakra-ui/react';
import { Suspense } from 'react';
import { Outlet, useNavigation } from 'react-router';
import { Spinner } from '../../../components/feedback/States';
import { FloatingActions } from './FloatingActions';
import { Footer } from './Footer';
import { Header, HEADER_HEIGHT } from './Header';
import { ScrollToTop } from './ScrollToTop';

/** "Skip to main content": hidden until focused by keyboard. */
function SkipLink() {
  return (
    <chakra.a
      href="#main-content"
      position="fixed"
      top="3"
      left="3"
      zIndex="skipNav"
      px="4"
      py="3"
      bg="brand.600"
      color="white"
      fontWeight="semibold"
      borderRadius="lg"
      boxShadow="lg"
      transform="translateY(-200%)"
      transition="transform 0.2s"
      _focus={{ transform: 'translateY(0)' }}
    >
      Skip to main content
    </chakra.a>
  );
}

/** A thin red bar at the very top while the router is loading the next route. */
function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return (
    <Box
      aria-hidden="true"
      position="fixed"
      top="0"
      left="0"
      h="3px"
      w="full"
      zIndex="skipNav"
      bgGradient="to-r"
      gradientFrom="brand.400"
      gradientTo="brand.700"
      transformOrigin="left"
      animation="fade-in 0.3s ease-out"
    />
  );
}

/** Shared shell of every public page: skip link, fixed header, main, footer, floating buttons. */
export function PublicLayout() {
  return (
    <>
      <SkipLink />
      <NavigationProgress />
      <ScrollToTop />
      <Header />
      <Box as="main" id="main-content" tabIndex={-1} pt={HEADER_HEIGHT} minH="60vh" outline="none">
        <Suspense fallback={<Spinner label="Loading page" />}>
          <Outlet />
        </Suspense>
      </Box>
      <Footer />
      <FloatingActions />
    </>
  );
}
