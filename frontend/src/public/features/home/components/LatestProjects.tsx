import { Icon } from '@/public/components/icons/Icon';
import { EmptyState, ErrorState } from '@/public/components/feedback/States';
import { ProjectCard } from '@/public/components/project-card/ProjectCard';
import { SectionHeading } from '@/public/components/sections/SectionHeading';
import { ButtonLink, Container } from '@/public/components/ui';
import { LATEST_PROJECTS_COUNT } from '@/public/features/home/api/get-latest-projects';
import type { HomeLatestProjectsQuery } from '@/gql/graphql';
import { useI18n } from '@/public/i18n/context';
import { Box, Flex, Grid, styled } from '@/styled-system/jsx';

/** Newest first by creation date, at most `count`. */
export function newest<T extends { createdAt?: string | null }>(items: readonly T[], count: number): T[] {
  return [...items].sort((a, b) => Date.parse(b.createdAt ?? '') - Date.parse(a.createdAt ?? '') || 0).slice(0, count);
}

/** The home page's projects section: the three newest, with error and empty states; static markup. `all`: null when they could not be read. */
export function LatestProjects({ projects: all }: { projects: HomeLatestProjectsQuery['projects'] | null }) {
  const projects = newest(all ?? [], LATEST_PROJECTS_COUNT);
  const { t } = useI18n();

  let body;
  if (!all) {
    body = <ErrorState message={t('projects.error')} retry />;
  } else if (projects.length === 0) {
    body = <EmptyState icon={<Icon name="Building" size={26} />} title={t('home.noProjectsTitle')} description={t('home.noProjectsText')} />;
  } else {
    body = (
      <Grid as="ul" listStyleType="none" columns={{ base: 1, md: 2, lg: 3 }} gap={{ base: '5', md: '7' }}>
        {projects.map((project, index) => (
          // Two columns would leave the third card alone on its row: a tablet shows the two newest.
          <styled.li key={project.id} display={index === 2 ? { mdOnly: 'none' } : undefined}>
            <ProjectCard project={project} />
          </styled.li>
        ))}
      </Grid>
    );
  }

  return (
    <Box as="section" aria-labelledby="latest-projects-title" py={{ base: '16', md: '24' }}>
      <Container>
        <Flex direction={{ base: 'column', md: 'row' }} justify="space-between" align={{ base: 'start', md: 'end' }} gap="6" mb={{ base: '10', md: '12' }}>
          <Box mb={{ base: '-10', md: '-12' }}>
            <SectionHeading
              align="start"
              id="latest-projects-title"
              eyebrow={t('home.projectsEyebrow')}
              title={t('home.projectsTitle')}
              description={t('home.projectsLead')}
            />
          </Box>
          <ButtonLink to="/projects" variant="outline" display={{ base: 'none', md: 'inline-flex' }}>
            {t('home.viewAllProjects')} <Icon name="ArrowRight" />
          </ButtonLink>
        </Flex>
        {body}
        <Flex justify="center" mt="10" display={{ base: 'flex', md: 'none' }}>
          <ButtonLink to="/projects" variant="outline" size="lg" w="full">
            {t('home.viewAllProjects')} <Icon name="ArrowRight" />
          </ButtonLink>
        </Flex>
      </Container>
    </Box>
  );
}
