import { Box, Circle, Flex, Grid, Stack } from '@/styled-system/jsx';
import { Icon } from '@/public/components/icons/Icon';
import { useMemo, type ReactNode } from 'react';
import { categoryLabel } from '@/public/components/project-card/category';
import { useI18n } from '@/public/i18n/context';
import { PageMeta } from '@/public/components/seo/PageMeta';
import { ProjectJsonLd } from './components/ProjectJsonLd';
import { Badge, ButtonLink, Container, Heading, Text, TextLink } from '@/public/components/ui';
import type { PublicProjectQuery } from '@/gql/graphql';
import { ProjectImageGallery } from './components/ProjectImageGallery';
import { projectImages } from './components/project-images';
import { RelatedProjects } from './components/RelatedProjects';

function BackLink({ tone = 'dark' }: { tone?: 'dark' | 'light' }) {
  const { t } = useI18n();
  return (
    <TextLink
      to="/projects"
      display="inline-flex"
      alignItems="center"
      gap="2"
      fontWeight="semibold"
      fontSize="sm"
      color={tone === 'dark' ? 'brand.700' : 'white'}
      _hover={{ gap: '3', color: tone === 'dark' ? 'brand.800' : 'white' }}
      transition="gap 0.2s"
    >
      <Icon name="ArrowLeft" size={16} /> {t('project.back')}
    </TextLink>
  );
}

function ErrorPage({ message }: { message: string }) {
  const { t } = useI18n();
  return (
    <Box as="section" aria-labelledby="project-error-title" py={{ base: '20', md: '28' }} bg="bg.subtle">
      <Container size="sm" textAlign="center">
        <Circle size="16" mx="auto" bg="brand.50" color="brand.600" mb="6">
          <Icon name="AlertTriangle" size={30} />
        </Circle>
        <Heading as="h1" id="project-error-title" size="2xl">
          {t('project.error')}
        </Heading>
        <Text mt="4" color="fg.muted" fontSize="lg" role="alert">
          {message}
        </Text>
        <ButtonLink to="/projects" mt="8" size="lg">
          <Icon name="ArrowLeft" /> {t('project.back')}
        </ButtonLink>
      </Container>
    </Box>
  );
}

function InfoRow({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <Box py="3" borderBottomWidth="1px" borderColor="border.muted" _lastOfType={{ borderBottomWidth: '0', pb: '0' }}>
      <Flex as="dt" align="center" gap="3" fontSize="xs" color="fg.subtle" fontWeight="semibold" textTransform="uppercase" letterSpacing="0.08em">
        <Box color="brand.600">{icon}</Box>
        {label}
      </Flex>
      <Text as="dd" fontWeight="medium" mt="0.5" pl="calc(18px + 0.75rem)">
        {children}
      </Text>
    </Box>
  );
}

export type ProjectDetail = NonNullable<PublicProjectQuery['project']>;

/**
 * /projects/:id: the project its loader read; null when there is no such project (answered 404), or
 * when it could not be read (`unavailable`, answered 503).
 */
export function ProjectDetailPage({ project, unavailable = false }: { project: ProjectDetail | null; unavailable?: boolean }) {
  const items = useMemo(() => (project ? projectImages(project) : []), [project]);
  const { t, date: formatDate, dateTime } = useI18n();

  if (!project) {
    return (
      <>
        <PageMeta title={t('project.error')} description={t('project.metaFallback')} noindex />
        <ErrorPage message={unavailable ? t('project.loadError') : t('project.notFound')} />
      </>
    );
  }

  const description = project.details.trim();
  const date = formatDate(project.createdAt);
  const features = project.features.filter((f) => f.trim());

  return (
    <>
      <PageMeta
        title={project.title}
        description={description ? description.replace(/\s+/g, ' ').slice(0, 155) : t('project.metaFallback')}
        image={project.shareImage}
      />
      <ProjectJsonLd project={project} />
      <Box
        as="section"
        aria-labelledby="project-title"
        bg="stone.950"
        color="white"
        pt={{ base: '10', md: '14' }}
        pb={{ base: '10', md: '14' }}
        bgImage="radial-gradient(ellipse 60% 80% at 90% 0%, rgba(229,62,62,0.3), transparent 65%), linear-gradient(rgba(255,255,255,0.05) 1px, transparent 1px), linear-gradient(90deg, rgba(255,255,255,0.05) 1px, transparent 1px)"
        bgSize="auto, 48px 48px, 48px 48px"
      >
        <Container>
          <BackLink tone="light" />
          <Flex mt="6" gap="3" align="center" flexWrap="wrap">
            <Badge variant="brand">{categoryLabel(project.category, t)}</Badge>
          </Flex>
          <Heading as="h1" id="project-title" size="3xl" mt="4" maxW="4xl">
            {project.title}
          </Heading>
          {/* One per line on a phone: a date and a place that only just fit one line would wrap once the web fonts arrive (a layout shift). */}
          <Flex mt="5" direction={{ base: 'column', md: 'row' }} gap={{ base: '2', md: '6' }} color="whiteAlpha.800" fontSize="sm">
            {date && (
              <Flex align="center" gap="2">
                <Icon name="Calendar" size={16} />
                <time dateTime={dateTime(project.createdAt)}>{date}</time>
              </Flex>
            )}
            {project.location && (
              <Flex align="center" gap="2">
                <Icon name="MapPin" size={16} />
                {project.location}
              </Flex>
            )}
          </Flex>
        </Container>
      </Box>

      <Box py={{ base: '10', md: '16' }} bg="bg.subtle">
        <Container>
          <Grid gridTemplateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 2fr) minmax(0, 1fr)' }} gap={{ base: '10', lg: '12' }} alignItems="start">
            <Box minW="0">
              <ProjectImageGallery title={project.title} items={items} />

              <Box
                as="section"
                aria-labelledby="description-title"
                mt="10"
                bg="white"
                borderRadius="2xl"
                p={{ base: '6', md: '8' }}
                borderWidth="1px"
                borderColor="border"
              >
                <Heading as="h2" id="description-title" size="lg" mb="4">
                  {t('project.description')}
                </Heading>
                <Text color="fg.muted" fontSize={{ base: 'md', md: 'lg' }} lineHeight="1.8" whiteSpace="pre-line">
                  {description || t('project.detailsSoon')}
                </Text>
              </Box>

              {features.length > 0 && (
                <Box
                  as="section"
                  aria-labelledby="features-title"
                  mt="8"
                  bg="white"
                  borderRadius="2xl"
                  p={{ base: '6', md: '8' }}
                  borderWidth="1px"
                  borderColor="border"
                >
                  <Heading as="h2" id="features-title" size="lg" mb="5">
                    {t('project.features')}
                  </Heading>
                  <Stack as="ol" listStyleType="none" gap="3">
                    {features.map((feature, i) => (
                      <Flex as="li" key={`${i}-${feature}`} gap="4" align="center">
                        <Flex
                          flexShrink={0}
                          w="9"
                          h="9"
                          align="center"
                          justify="center"
                          borderRadius="full"
                          bg="brand.600"
                          color="white"
                          fontWeight="bold"
                          fontSize="sm"
                          fontFamily="heading"
                        >
                          {i + 1}
                        </Flex>
                        <Text fontWeight="medium">{feature}</Text>
                      </Flex>
                    ))}
                  </Stack>
                </Box>
              )}
            </Box>

            <Stack as="aside" aria-label={t('project.information')} gap="6">
              <Box bg="white" borderRadius="2xl" borderWidth="1px" borderColor="border" p="6" boxShadow="sm">
                <Heading as="h2" size="md" mb="2">
                  {t('project.detailsTitle')}
                </Heading>
                <dl>
                  <InfoRow icon={<Icon name="Tag" size={18} />} label={t('project.category')}>
                    {categoryLabel(project.category, t)}
                  </InfoRow>
                  {date && (
                    <InfoRow icon={<Icon name="Calendar" size={18} />} label={t('project.date')}>
                      {date}
                    </InfoRow>
                  )}
                  {project.location && (
                    <InfoRow icon={<Icon name="MapPin" size={18} />} label={t('project.location')}>
                      {project.location}
                    </InfoRow>
                  )}
                  {project.yearCompleted && (
                    <InfoRow icon={<Icon name="CalendarCheck" size={18} />} label={t('project.yearCompleted')}>
                      {project.yearCompleted}
                    </InfoRow>
                  )}
                </dl>
              </Box>

              {/* The red panel inviting an enquiry about a similar project. */}
              <Box
                as="section"
                aria-labelledby="interested-title"
                borderRadius="2xl"
                p="6"
                color="white"
                bgGradient="to-br"
                gradientFrom="brand.600"
                gradientTo="brand.800"
                boxShadow="lg"
              >
                <Box color="whiteAlpha.800" mb="3">
                  <Icon name="Sparkles" size={24} />
                </Box>
                <Heading as="h2" id="interested-title" size="md">
                  {t('project.interestedTitle')}
                </Heading>
                <Text mt="2" fontSize="sm" color="whiteAlpha.800" lineHeight="1.7">
                  {t('project.interestedText')}
                </Text>
                <ButtonLink to="/contact" variant="white" mt="5" w="full">
                  {t('project.getStarted')} <Icon name="ArrowRight" />
                </ButtonLink>
              </Box>

              <RelatedProjects projects={project.related} />

              <Box as="section" aria-labelledby="help-title" bg="white" borderRadius="2xl" borderWidth="1px" borderColor="border" p="6">
                <Flex gap="4" align="start">
                  <Flex flexShrink={0} w="11" h="11" align="center" justify="center" borderRadius="xl" bg="brand.50" color="brand.600">
                    <Icon name="Headset" size={20} />
                  </Flex>
                  <Box>
                    <Heading as="h2" id="help-title" size="md">
                      {t('project.helpTitle')}
                    </Heading>
                    <Text mt="1.5" fontSize="sm" color="fg.muted" lineHeight="1.7">
                      {t('project.helpText')}
                    </Text>
                    <ButtonLink to="/contact" variant="outline" size="sm" mt="4">
                      {t('project.contactUs')}
                    </ButtonLink>
                  </Box>
                </Flex>
              </Box>
            </Stack>
          </Grid>
          <Box mt="12">
            <BackLink />
          </Box>
        </Container>
      </Box>
    </>
  );
}
