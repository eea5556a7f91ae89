import { css, cx } from '@/styled-system/css';
import { Stack, styled } from '@/styled-system/jsx';
import { Icon } from '@/public/components/icons/Icon';
import { whatsappLink } from '@/public/components/contact/whatsapp';
import { useSite } from '@/public/content/site';
import { useI18n } from '@/public/i18n/context';

/** A round floating button (a circle: centred content, neither growing nor shrinking). */
const fab = css({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  flexGrow: 0,
  borderRadius: '9999px',
  color: 'white',
  boxShadow: '0 12px 24px -8px rgba(0, 0, 0, 0.35)',
  transition: 'transform 0.2s ease, box-shadow 0.2s ease, opacity 0.2s ease',
  _hover: { transform: 'translateY(-3px) scale(1.04)', boxShadow: '0 16px 28px -10px rgba(0, 0, 0, 0.45)' },
});

/** The call and WhatsApp buttons' size. */
const fabSize = css({ w: { base: '11', md: '12' }, h: { base: '11', md: '12' } });

/**
 * WhatsApp chat, a call link and (past 300 px of scroll) a back-to-top button, fixed bottom right. The
 * button is rendered hidden; the scroll-top island (FloatingActions.island.ts, beside it) shows it and scrolls.
 */
export function FloatingActions() {
  const site = useSite();
  const { t } = useI18n();
  return (
    <Stack
      as="aside"
      aria-label={t('fab.label')}
      position="fixed"
      right={{ base: '3', md: '5' }}
      bottom={{ base: '4', md: '6' }}
      zIndex="docked"
      gap={{ base: '2.5', md: '3' }}
      align="center"
    >
      <styled.button
        type="button"
        hidden
        data-island="FloatingActions"
        aria-label={t('fab.scrollTop')}
        className={fab}
        w={{ base: '10', md: '11' }}
        h={{ base: '10', md: '11' }}
        bg="stone.800"
        animation="scale-in 0.2s ease-out"
        _hover={{ bg: 'stone.900' }}
        css={{ '&[hidden]': { display: 'none' } }}
      >
        <Icon name="ArrowUp" size={20} />
      </styled.button>
      <styled.a href={`tel:${site.phones[0].tel}`} aria-label={t('fab.call', { phone: site.phones[0].display })} className={cx(fab, fabSize)} bg="brand.600">
        <Icon name="Phone" size={20} />
      </styled.a>
      <styled.a
        href={whatsappLink(site.whatsapp, t('fab.whatsappMessage', { firm: site.name }))}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={t('fab.whatsapp')}
        className={cx(fab, fabSize)}
        bg="#179b4b"
      >
        <Icon name="WhatsApp" size={26} />
      </styled.a>
    </Stack>
  );
}
