import { useCallback } from 'react';
import { Badge, Heading, Stack, Text } from '@chakra-ui/react';
import { CalendarDays } from 'lucide-react';
import type { AdminProjectsQuery } from '@/gql/graphql';
import { AddLink, AdminCard, AdminCardList } from '@/features/admin/ui/AdminCardList';
import { AdminPageHeader } from '@/features/admin/ui/AdminPageHeader';
import { ConfirmDeleteDialog } from '@/features/admin/ui/ConfirmDeleteDialog';
import { capitalize, formatDate, preview } from '@/features/admin/ui/text';
import { useDeleteFlow } from '@/features/admin/ui/use-delete-flow';
import { readToken, readUserInfo } from '@/lib/auth-storage';
import { describeError } from '@/lib/graphql-errors';
import { useAdminProjects } from './api/get-admin-projects';
import { useDeleteProject } from './api/delete-project';

type ProjectItem = AdminProjectsQuery['projects'][number];

const categoryPalette: Record<string, string> = {
  RESIDENTIAL: 'green',
  COMMERCIAL: 'blue',
  INDUSTRIAL: 'orange',
  INFRASTRUCTURE: 'purple',
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

  const remove = useCallback(
    async (project: ProjectItem) => (await deleteProject(project.id)).data?.deleteProject === true,
    [deleteProject],
  );
  const failureMessage = useCallback(
    (caught: unknown) => ({ title: `Failed to delete project: ${describeError(caught, 'Delete failed')}` }),
    [],
  );
  const flow = useDeleteFlow<ProjectItem>({
    remove,
    successMessage: 'Project deleted successfully',
    failureMessage,
    precheck: deletePrecheck,
  });

  const projects = data?.projects ?? [];

  const body = (
    <AdminCardList
      loading={loading && !data}
      failed={!!error && !data}
      empty={projects.length === 0}
      loadingLabel="Loading projects…"
      errorMessage="Could not load projects."
      emptyMessage="No projects available."
      addLink={{ to: '/admin/addprojects', label: 'Add Project' }}
      columns={{ base: 1, sm: 2, xl: 3 }}
    >
      {projects.map((project) => (
        <AdminCard
          key={project.id}
          title={project.title}
          image={{ src: project.imageUrl, asset: project.image, sizes: '(min-width: 1280px) 30vw, (min-width: 640px) 45vw, 100vw', aspectRatio: 16 / 10 }}
          imageBadge={
            <Badge position="absolute" top="2" left="2" colorPalette={categoryPalette[project.category] ?? 'gray'} variant="solid" size="sm">
              {capitalize(project.category)}
            </Badge>
          }
          editTo={`/admin/editproject/${project.id}`}
          onDelete={() => flow.request(project)}
          deleting={flow.isDeleting(project.id)}
        >
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
        </AdminCard>
      ))}
    </AdminCardList>
  );

  return (
    <>
      <AdminPageHeader
        title="All Projects"
        subtitle={data ? `${projects.length} project${projects.length === 1 ? '' : 's'} on the website` : undefined}
        actions={<AddLink to="/admin/addprojects" label="Add Project" />}
      />
      {body}
      <ConfirmDeleteDialog
        open={!!flow.pending}
        title="Delete project?"
        message={`"${flow.pending?.title ?? ''}" and its images will be removed from the website. This cannot be undone.`}
        onConfirm={flow.confirm}
        onCancel={flow.cancel}
      />
    </>
  );
}
