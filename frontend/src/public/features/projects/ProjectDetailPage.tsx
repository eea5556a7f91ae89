import { Box, Circle, Flex, Grid, Stack, Text } from '@chakra-ui/react';
import { AlertTriangle, ArrowLeft, ArrowRight, Calendar, CalendarCheck, Headset, MapPin, Sparkles, Tag } from 'lucide-react';
import { useMemo, type ReactNode } from 'react';
import { categoryLabel } from '@/public/components/project-card/category';
import { formatDate } from '@/public/components/project-card/format';
import { PageMeta } from '@/public/components/seo/PageMeta';
import { ProjectJsonLd } from './components/ProjectJsonLd';
import { Badge, ButtonLink, Container, Heading, TextLink } from '@/public/components/ui';
import type { PublicProjectQuery } from '@/gql/graphql';
import { ProjectImageGallery } from './components/ProjectImageGallery';
import { projectImages } from './components/project-images';
import { RelatedProjects } from './components/RelatedProjects';

export const PROJECT_NOT_FOUND = 'Project not found';
export const PROJECT_LOAD_ERROR = 'Failed to load project details. Please try again later.';

function BackLink({ tone = 'dark' }: { tone?: 'dark' | 'light' }) {
  return (
    <TextLink
      to="/projects"
      display="inline-flex"
      alignItems="center"
      gap="2"
      fontWeight="semibold"
      fontSize="sm"
      color={tone === 'dark' ? 'brand.700' : 'whiteAlpha.900'}
      _hover={{ gap: '3', color: tone === 'dark' ? 'brand.800' : 'white' }}
      transition="gap 0.2s"
    >
      <ArrowLeft size={16} aria-hidden="true" /> Back to Projects
    </TextLink>
  );
}

function ErrorPage({ message }: { message: string }) {
  return (
    <Box as="section" aria-labelledby="project-error-title" py={{ base: '20', md: '28' }} bg="bg.subtle">
      <Container size="sm" textAlign="center">
        <Circle size="16" mx="auto" bg="brand.50" color="brand.600" mb="6">
          <AlertTriangle size={30} aria-hidden="true" />
        </Circle>
        <Heading as="h1" id="project-error-title" size="2xl">
          Error
        </Heading>
        <Text mt="4" color="fg.muted" fontSize="lg" role="alert">
          {message}
        </Text>
        <ButtonLink to="/projects" mt="8" size="lg">
          <ArrowLeft aria-hidden="true" /> Back to Projects
        </ButtonLink>
      </Container>
    </Box>
  );
}

function InfoRow({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <Box py="3" borderBottomWidth="1px" borderColor="border.muted" _last={{ borderBottomWidth: '0', pb: '0' }}>
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

/** The red panel inviting an enquiry about a similar project. */
const enquiryPanel = {
  borderRadius: '2xl',
  p: '6',
  color: 'white',
  bgGradient: 'to-br',
  gradientFrom: 'brand.600',
  gradientTo: 'brand.800',
  boxShadow: 'lg',
} as const;

export type ProjectDetail = NonNullable<PublicProjectQuery['project']>;

/**
 * /projects/:id: the project its loader read; null when there is no such project (answered 404), or
 * when it could not be read (`unavailable`, answered 503).
 */
export function ProjectDetailPage({ project, unavailable = false }: { project: ProjectDetail | null; unavailable?: boolean }) {
  const items = useMemo(() => (project ? projectImages(project) : []), [project]);

  if (!project) {
    return (
      <>
        <PageMeta title="Error" description="Project details from our portfolio of construction and engineering work." noindex />
        <ErrorPage message={unavailable ? PROJECT_LOAD_ERROR : PROJECT_NOT_FOUND} />
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
        description={description ? description.replace(/\s+/g, ' ').slice(0, 155) : 'Project details from our portfolio of construction and engineering work.'}
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
            <Badge variant="brand">{categoryLabel(project.category)}</Badge>
          </Flex>
          <Heading as="h1" id="project-title" size="3xl" mt="4" maxW="4xl">
            {project.title}
          </Heading>
          <Flex mt="5" gap={{ base: '3', md: '6' }} flexWrap="wrap" color="whiteAlpha.800" fontSize="sm">
            {date && (
              <Flex align="center" gap="2">
                <Calendar size={16} aria-hidden="true" />
                <time dateTime={project.createdAt}>{date}</time>
              </Flex>
            )}
            {project.location && (
              <Flex align="center" gap="2">
                <MapPin size={16} aria-hidden="true" />
                {project.location}
              </Flex>
            )}
          </Flex>
        </Container>
      </Box>

      <Box py={{ base: '10', md: '16' }} bg="bg.subtle">
        <Container>
          <Grid templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 2fr) minmax(0, 1fr)' }} gap={{ base: '10', lg: '12' }} alignItems="start">
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
                  Description
                </Heading>
                <Text color="fg.muted" fontSize={{ base: 'md', md: 'lg' }} lineHeight="1.8" whiteSpace="pre-line">
                  {description || 'Details of this project will be added soon.'}
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
                    Key Features
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

            <Stack as="aside" aria-label="Project information" gap="6">
              <Box bg="white" borderRadius="2xl" borderWidth="1px" borderColor="border" p="6" boxShadow="sm">
                <Heading as="h2" size="md" mb="2">
                  Project Details
                </Heading>
                <dl>
                  <InfoRow icon={<Tag size={18} aria-hidden="true" />} label="Category">
                    {categoryLabel(project.category)}
                  </InfoRow>
                  {date && (
                    <InfoRow icon={<Calendar size={18} aria-hidden="true" />} label="Date">
                      {date}
                    </InfoRow>
                  )}
                  {project.location && (
                    <InfoRow icon={<MapPin size={18} aria-hidden="true" />} label="Location">
                      {project.location}
                    </InfoRow>
                  )}
                  {project.yearCompleted && (
                    <InfoRow icon={<CalendarCheck size={18} aria-hidden="true" />} label="Year Completed">
                      {project.yearCompleted}
                    </InfoRow>
                  )}
                </dl>
              </Box>

              <Box as="section" aria-labelledby="interested-title" {...enquiryPanel}>
                <Box color="whiteAlpha.800" mb="3">
                  <Sparkles size={24} aria-hidden="true" />
                </Box>
                <Heading as="h2" id="interested-title" size="md">
                  Interested in this project?
                </Heading>
                <Text mt="2" fontSize="sm" color="whiteAlpha.800" lineHeight="1.7">
                  We can build something like this for you. Share your requirements and get a free estimate.
                </Text>
                <ButtonLink to="/contact" variant="white" mt="5" w="full">
                  Get Started <ArrowRight aria-hidden="true" />
                </ButtonLink>
              </Box>

              <RelatedProjects projects={project.related} />

              <Box as="section" aria-labelledby="help-title" bg="white" borderRadius="2xl" borderWidth="1px" borderColor="border" p="6">
                <Flex gap="4" align="start">
                  <Flex flexShrink={0} w="11" h="11" align="center" justify="center" borderRadius="xl" bg="brand.50" color="brand.600">
                    <Headset size={20} aria-hidden="true" />
                  </Flex>
                  <Box>
                    <Heading as="h2" id="help-title" size="md">
                      Need Help?
                    </Heading>
                    <Text mt="1.5" fontSize="sm" color="fg.muted" lineHeight="1.7">
                      Questions about this project or your own plans? Our engineers are happy to help.
                    </Text>
                    <ButtonLink to="/contact" variant="outline" size="sm" mt="4">
                      Contact Us
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
