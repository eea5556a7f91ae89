import { Box, Flex, Grid, Stack } from '@/styled-system/jsx';
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

  return (
    <Stack as="ol" listStyleType="none" gap={{ base: '16', lg: '28' }}>
      {services.map((service, i) => {
        const reversed = i % 2 === 1;
        return (
          <Box as="li" key={service.id} data-side={reversed ? 'right' : 'left'}>
            <Grid
              as="article"
              aria-labelledby={`service-${service.id}`}
              gridTemplateColumns={{ base: '1fr', lg: '1fr 1fr' }}
              gap={{ base: '8', lg: '16' }}
              alignItems="center"
            >
              <Box
                position="relative"
                order={{ base: 0, lg: reversed ? 1 : 0 }}
                pb={{ base: '4', md: '6' }}
                pl={reversed ? undefined : { base: '4', md: '6' }}
                pr={reversed ? { base: '4', md: '6' } : undefined}
              >
                <Box
                  position="absolute"
                  bottom="0"
                  left={reversed ? undefined : '0'}
                  right={reversed ? '0' : undefined}
                  w="70%"
                  h="70%"
                  borderRadius="3xl"
                  bg="brand.50"
                  bgImage="radial-gradient(var(--chakra-colors-brand-200) 1.5px, transparent 1.5px)"
                  bgSize="18px 18px"
                />
                <Box position="relative" borderRadius="3xl" overflow="hidden" boxShadow="xl" aspectRatio="4 / 3" bg="bg.muted">
                  <ResponsiveImage
                    image={service.image}
                    src={service.imageUrl}
                    alt={service.title}
                    sizes={`(min-width: 1280px) 600px, (min-width: 1024px) 50vw, (min-width: 768px) 100vw, ${PHONE_COLUMN}`}
                    priority={i === 0}
                    w="full"
                    h="full"
                    objectFit="cover"
                  />
                </Box>
              </Box>
              <Box>
                <Text fontFamily="heading" fontWeight="bold" fontSize="sm" color="brand.600" letterSpacing="0.12em" mb="3">
                  {t('services.number', { number: String(i + 1).padStart(2, '0') })}
                </Text>
                <Heading as="h2" id={`service-${service.id}`} size="xl">
                  {service.title}
                </Heading>
                <Text mt="4" color="fg.muted" fontSize={{ base: 'md', md: 'lg' }} lineHeight="1.8" whiteSpace="pre-line">
                  {service.description}
                </Text>
                {service.points.length > 0 && (
                  <Box mt="7">
                    <Heading as="h3" size="sm" mb="4">
                      {t('services.features')}
                    </Heading>
                    <Grid as="ul" listStyleType="none" columns={{ base: 1, sm: 2 }} gap="3">
                      {service.points.map((point, p) => (
                        <Flex as="li" key={`${p}-${point}`} gap="2.5" align="start" fontSize="sm" fontWeight="medium">
                          <Box color="brand.600" mt="0.5" flexShrink={0}>
                            <Icon name="CheckCircle2" size={18} />
                          </Box>
                          {point}
                        </Flex>
                      ))}
                    </Grid>
                  </Box>
                )}
                <ButtonLink to="/contact" variant="outline" mt="8">
                  {t('services.enquire', { service: service.title.length > 28 ? t('services.thisService') : service.title })} <Icon name="ArrowRight" />
                </ButtonLink>
              </Box>
            </Grid>
          </Box>
        );
      })}
    </Stack>
  );
}
