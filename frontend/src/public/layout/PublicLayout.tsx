import type { ReactNode } from 'react';
import { pageShell } from '@/styled-system/recipes';
import { useI18n } from '@/public/i18n/context';
import { FloatingActions } from './FloatingActions';
import { Footer } from './Footer';
import { Header } from './Header';

/** "Skip to main content": hidden until focused by keyboard. */
function SkipLink() {
  const { t } = useI18n();
  return (
    <a href="#main-content" className={pageShell().skipLink}>
      {t('layout.skipLink')}
    </a>
  );
}

/** Shared shell of every public page: skip link, fixed header, main, footer, floating buttons. */
export function PublicLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <SkipLink />
      <Header />
      <main id="main-content" tabIndex={-1} className={pageShell().main}>
        {children}
      </main>
      <Footer />
      <FloatingActions />
    </>
  );
}
