import { Box, chakra } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { FirmJsonLd } from '@/public/components/seo/JsonLd';
import { useI18n } from '@/public/i18n/context';
import { FloatingActions } from './FloatingActions';
import { Footer } from './Footer';
import { Header, HEADER_HEIGHT } from './Header';

/** "Skip to main content": hidden until focused by keyboard. */
function SkipLink() {
  const { t } = useI18n();
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
      {t('layout.skipLink')}
    </chakra.a>
  );
}

/** Shared shell of every public page: skip link, fixed header, main, footer, floating buttons. */
export function PublicLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <SkipLink />
      <Header />
      <Box as="main" id="main-content" tabIndex={-1} pt={HEADER_HEIGHT} minH="60vh" outline="none">
        {children}
      </Box>
      <Footer />
      <FloatingActions />
      <FirmJsonLd />
    </>
  );
}
