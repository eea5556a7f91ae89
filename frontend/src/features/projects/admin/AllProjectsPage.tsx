import { useCallback } from 'react';
import { Badge, Box, Button, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { CalendarDays, Plus } from 'lucide-react';
import { Link } from 'react-router';
import type { AdminProjectsQuery } from '../../../gql/graphql';
import { AdminImage } from '../../../lib/admin/AdminImage';
import { AdminPageHeader } from '../../../lib/admin/AdminPageHeader';
import { ConfirmDeleteDialog } from '../../../lib/admin/ConfirmDeleteDialog';
import { DeletingOverlay, ItemActions } from '../../../lib/admin/ItemActions';
import { EmptyState, ErrorState, LoadingState } from '../../../lib/admin/StatusViews';
import { capitalize, formatDate, preview } from '../../../lib/admin/text';
import { useDeleteFlow } from '../../../lib/admin/use-delete-flow';
import { readToken, readUserInfo } from '../../../lib/auth-storage';
import { describeError } from '../../../lib/graphql-errors';
import { useAdminProjects } from './api/get-admin-projects';
import { useDeleteProject } from './api/delete-project';

type ProjectItem = AdminProjectsQuery['projects'][number];

const categoryPalette: Record<string, string> = {
  RESIDENTIAL: 'green',
  COMMERCIAL: 'blue',
  INDUSTRIAL: 'orange',
  INFRASTRUCTURE: 'purple',
};

/** Spec §6: project delete first needs the stored login, then the token. */
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

  let body;
  if (loading && !data) body = <LoadingState label="Loading projects…" />;
  else if (error && !data) body = <ErrorState message="Could not load projects." />;
  else if (projects.length === 0)
    body = (
      <EmptyState
        message="No projects available."
        action={
          <Button asChild colorPalette="brand">
            <Link to="/admin/addprojects">
              <Plus /> Add Project
            </Link>
          </Button>
        }
      />
    );
  else
    body = (
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, xl: 3 }} gap="5">
        {projects.map((project) => {
          const deleting = flow.isDeleting(project.id);
          const text = project.description || project.details || '';
          return (
            <Box
              as="li"
              key={project.id}
              className="admin-card"
              position="relative"
              bg="white"
              borderRadius="xl"
              borderWidth="1px"
              borderColor="gray.200"
              overflow="hidden"
              shadow="xs"
              transition="box-shadow 0.2s"
              _hover={{ shadow: 'md' }}
              aria-busy={deleting || undefined}
            >
              <Box position="relative">
                <AdminImage
                  src={project.imageUrl}
                  asset={project.image}
                  sizes="(min-width: 1280px) 30vw, (min-width: 640px) 45vw, 100vw"
                  alt={project.title}
                  w="full"
                  aspectRatio={16 / 10}
                  objectFit="cover"
                />
                <Badge
                  position="absolute"
                  top="2"
                  left="2"
                  colorPalette={categoryPalette[project.category] ?? 'gray'}
                  variant="solid"
                  size="sm"
                >
                  {capitalize(project.category)}
                </Badge>
                <ItemActions
                  editTo={`/admin/editproject/${project.id}`}
                  itemLabel={project.title}
                  onDelete={() => flow.request(project)}
                  deleting={deleting}
                />
              </Box>
              <Stack gap="2" p="4">
                <Heading as="h2" size="md" fontFamily="heading" lineClamp={2}>
                  {project.title}
                </Heading>
                <Text fontSize="sm" color="fg.muted">
                  {preview(text, 150)}
                </Text>
                <Text fontSize="xs" color="gray.500" display="flex" alignItems="center" gap="1.5">
                  <CalendarDays size={14} aria-hidden />
                  <time dateTime={project.createdAt}>{formatDate(project.createdAt)}</time>
                </Text>
              </Stack>
              {deleting && <DeletingOverlay />}
            </Box>
          );
        })}
      </SimpleGrid>
    );

  return (
    <>
      <AdminPageHeader
        title="All Projects"
        subtitle={data ? `${projects.length} project${projects.length === 1 ? '' : 's'} on the website` : undefined}
        actions={
          <Button asChild colorPalette="brand">
            <Link to="/admin/addprojects">
              <Plus /> Add Project
            </Link>
          </Button>
        }
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
