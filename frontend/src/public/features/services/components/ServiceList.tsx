import { Box, Stack } from '@/styled-system/jsx';
import { serviceItem } from '@/styled-system/recipes';
import { PHONE_COLUMN } from '@/public/components/image/column-widths';
import { Icon } from '@/public/components/icons/Icon';
import { useMemo } from 'react';
import { EmptyState, ErrorState } from '@/public/components/feedback/States';
import { ResponsiveImage } from '@/public/components/image/ResponsiveImage';
import { ButtonLink, Heading, Text } from '@/public/components/ui';
import type { PublicServicesQuery } from '@/gql/graphql';
import { useI18n } from '@/public/i18n/context';

/** Every service from the server in display order, image and text alternating sides. */
export function ServiceList({ services: given }: { services: PublicServicesQuery['services'] | null }) {
  const services = useMemo(() => [...(given ?? [])].sort((a, b) => a.position - b.position), [given]);
  const { t } = useI18n();

  if (!given) return <ErrorState message={t('services.error')} retry />;
  if (services.length === 0) {
    return <EmptyState headingLevel="h2" icon={<Icon name="Wrench" size={26} />} title={t('services.emptyTitle')} description={t('services.emptyText')} />;
  }

  const classes = serviceItem();
  return (
    <Stack as="ol" listStyleType="none" gap={{ base: '16', lg: '28' }}>
      {services.map((service, i) => {
        const reversed = i % 2 === 1;
        return (
          <li key={service.id} data-side={reversed ? 'right' : 'left'}>
            {/* Named by its place on the page, as it is shown ("Service 01"): shorter than its record's id. */}
            <article aria-labelledby={`service-${i + 1}`} className={classes.article}>
              <div className={classes.media}>
                <div className={classes.dots} />
                <div className={classes.frame}>
                  <ResponsiveImage
                    image={service.image}
                    src={service.imageUrl}
                    alt={service.title}
                    sizes={`(min-width: 1280px) 600px, (min-width: 1024px) 50vw, (min-width: 768px) 100vw, ${PHONE_COLUMN}`}
                    priority={i === 0}
                    className={classes.image}
                  />
                </div>
              </div>
              <div>
                <Text className={classes.number}>{t('services.number', { number: String(i + 1).padStart(2, '0') })}</Text>
                <Heading as="h2" id={`service-${i + 1}`} size="xl">
                  {service.title}
                </Heading>
                <Text className={classes.description}>{service.description}</Text>
                {service.points.length > 0 && (
                  <Box mt="7">
                    <Heading as="h3" size="sm" mb="4">
                      {t('services.features')}
                    </Heading>
                    <ul className={classes.points}>
                      {service.points.map((point, p) => (
                        <li key={`${p}-${point}`} className={classes.point}>
                          <div className={classes.pointIcon}>
                            <Icon name="CheckCircle2" size={18} />
                          </div>
                          {point}
                        </li>
                      ))}
                    </ul>
                  </Box>
                )}
                {/* A long service name wraps onto a second line on a narrow phone rather than push the page sideways. */}
                <ButtonLink to="/contact" variant="outline" mt="8" whiteSpace={{ smDown: 'normal' }} textAlign={{ smDown: 'center' }}>
                  {t('services.enquire', { service: service.title.length > 28 ? t('services.thisService') : service.title })} <Icon name="ArrowRight" />
                </ButtonLink>
              </div>
            </article>
          </li>
        );
      })}
    </Stack>
  );
}
