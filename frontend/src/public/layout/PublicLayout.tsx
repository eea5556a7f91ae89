import type { ReactNode } from 'react';
import { styled } from '@/styled-system/jsx';
import { FirmJsonLd } from '@/public/components/seo/JsonLd';
import { useI18n } from '@/public/i18n/context';
import { FloatingActions } from './FloatingActions';
import { Footer } from './Footer';
import { Header } from './Header';

/** "Skip to main content": hidden until focused by keyboard. */
function SkipLink() {
  const { t } = useI18n();
  return (
    <styled.a
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
    </styled.a>
  );
}

/** Shared shell of every public page: skip link, fixed header, main, footer, floating buttons. */
export function PublicLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <SkipLink />
      <Header />
      {/*
        Below the fixed header: its height (Header.tsx). No focus outline: `outline: none` in longhands, as
        Panda's `outline="none"` writes a transparent 2px outline, offset.
      */}
      <styled.main
        id="main-content"
        tabIndex={-1}
        pt={{ base: '4rem', lg: '4.75rem' }}
        minH="60vh"
        outlineWidth="medium"
        outlineStyle="none"
        outlineColor="currentcolor"
      >
        {children}
      </styled.main>
      <Footer />
      <FloatingActions />
      <FirmJsonLd />
    </>
  );
}
