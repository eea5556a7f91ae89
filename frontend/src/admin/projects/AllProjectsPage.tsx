import { adminPath } from '@vriddhi/rules';
import type { ProjectCategoryValue } from '@vriddhi/rules';
import { Badge, Heading, Stack, Text } from '@chakra-ui/react';
import { CalendarDays } from 'lucide-react';
import type { AdminProjectsQuery } from '@/gql/graphql';
import { AdminListPage, countOf } from '@/admin/ui/AdminListPage';
import { capitalize, formatDate, preview } from '@/admin/ui/text';
import { readToken, readUserInfo } from '@/admin/lib/auth-storage';
import { describeError } from '@/admin/lib/graphql-errors';
import { listReorder } from '@/admin/ui/use-list-reorder';
import { useReorderProjects } from './api/reorder-projects';
import { useAdminProjects } from './api/get-admin-projects';
import { useDeleteProject } from './api/delete-project';
import { useUpdateProject } from './api/update-project';
import { IN_TRASH, TRASH_NOTE } from '@/admin/ui/trash-notes';

type ProjectItem = AdminProjectsQuery['projects'][number];

const categoryPalette: Record<ProjectCategoryValue, string> = {
  residential: 'green',
  commercial: 'blue',
  industrial: 'orange',
  infrastructure: 'purple',
};

/** Deleting a project first needs the stored login, then its token; each missing one has its own message. */
function deletePrecheck(): string | null {
  if (!readUserInfo()) return 'You must be logged in to delete projects';
  if (!readToken()) return 'Authentication token not found. Please log in again.';
  return null;
}

export function AllProjectsPage() {
  const { data, loading, error } = useAdminProjects();
  const deleteProject = useDeleteProject();
  const reorder = useReorderProjects();
  const [updateProject] = useUpdateProject();

  return (
    <AdminListPage<ProjectItem>
      title="All Projects"
      summary={(count) => `${countOf(count, 'project')} on the website`}
      addLink={{ to: adminPath('addProject'), label: 'Add Project' }}
      items={data?.projects}
      loading={loading}
      error={error}
      messages={{ loading: 'Loading projects…', error: 'Could not load projects.', empty: 'No projects available.' }}
      tamilNoun="project"
      columns={{ base: 1, sm: 2, xl: 3 }}
      reorder={listReorder(
        'The order the projects are shown in on the home page and the projects page. Projects added later come first until you change it again.',
        reorder,
      )}
      deletion={{
        remove: async (project) => (await deleteProject(project.id)).data?.deleteProject === true,
        successMessage: 'Project deleted successfully',
        successDetail: IN_TRASH,
        failureMessage: (caught) => ({ title: `Failed to delete project: ${describeError(caught, 'Delete failed')}` }),
        precheck: deletePrecheck,
        dialogTitle: 'Delete project?',
        dialogMessage: (title) => `"${title}" and its images will be removed from the website. ${TRASH_NOTE}`,
      }}
      quick={{
        setPublished: (project, published) => updateProject({ variables: { id: project.id, input: { published } } }),
        // A hidden project's page, as visitors will see it once shown.
        link: (project) =>
          project.published
            ? { to: `/projects/${project.id}`, label: 'View on site', external: true }
            : { to: adminPath('previewProject', project.id), label: 'Preview', external: true },
      }}
      card={(project) => ({
        image: { src: project.imageUrl, asset: project.image, sizes: '(min-width: 1280px) 30vw, (min-width: 640px) 45vw, 100vw', aspectRatio: 16 / 10 },
        imageBadge: (
          <Badge
            position="absolute"
            top="2"
            left="2"
            colorPalette={categoryPalette[project.category.toLowerCase() as ProjectCategoryValue] ?? 'gray'}
            variant="solid"
            size="sm"
          >
            {capitalize(project.category)}
          </Badge>
        ),
        editTo: adminPath('editProject', project.id),
        body: (
          <Stack gap="2" p="4">
            <Heading as="h2" size="md" fontFamily="heading" lineClamp={2}>
              {project.title}
            </Heading>
            <Text fontSize="sm" color="fg.muted">
              {preview(project.details, 150)}
            </Text>
            <Text fontSize="xs" color="gray.500" display="flex" alignItems="center" gap="1.5">
              <CalendarDays size={14} aria-hidden />
              <time dateTime={project.createdAt}>{formatDate(project.createdAt)}</time>
            </Text>
          </Stack>
        ),
      })}
    />
  );
}
