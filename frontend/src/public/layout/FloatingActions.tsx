import { Stack } from '@/styled-system/jsx';
import { floatingButton } from '@/styled-system/recipes';
import { Icon } from '@/public/components/icons/Icon';
import { whatsappLink } from '@/public/components/contact/whatsapp';
import { useSite } from '@/public/content/site';
import { useI18n } from '@/public/i18n/context';

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
      <button type="button" hidden data-island="FloatingActions" aria-label={t('fab.scrollTop')} className={floatingButton({ kind: 'scrollTop' })}>
        <Icon name="ArrowUp" size={20} />
      </button>
      <a href={`tel:${site.phones[0].tel}`} aria-label={t('fab.call', { phone: site.phones[0].display })} className={floatingButton({ kind: 'call' })}>
        <Icon name="Phone" size={20} />
      </a>
      <a
        href={whatsappLink(site.whatsapp, t('fab.whatsappMessage', { firm: site.name }))}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={t('fab.whatsapp')}
        className={floatingButton({ kind: 'whatsapp' })}
      >
        <Icon name="WhatsApp" size={26} />
      </a>
    </Stack>
  );
}
