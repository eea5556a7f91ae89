import { ListingPage } from '@/public/components/sections/ListingPage';
import type { PublicServicesQuery } from '@/gql/graphql';
import { ServiceList } from './components/ServiceList';
import { useI18n } from '@/public/i18n/context';

/** `services`: null when they could not be read (answered 503). */
export function ServicesPage({ services }: { services: PublicServicesQuery['services'] | null }) {
  const { t } = useI18n();
  return (
    <ListingPage
      title={t('services.title')}
      heroTitle={t('services.heroTitle')}
      metaDescription={t('services.metaDescription')}
      eyebrow={t('services.eyebrow')}
      lead={t('services.lead')}
      listLabel={t('services.listLabel')}
      listPadding={{ base: '14', md: '24' }}
      ctaTitle={t('services.ctaTitle')}
    >
      <ServiceList services={services} />
    </ListingPage>
  );
}
