import { adminPath } from '@vriddhi/rules';
import { Button, Flex, Text } from '@chakra-ui/react';
import { Images } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { AdminEditScreen } from '@/admin/ui/AdminEditScreen';
import { SaveConflictFrame } from '@/admin/ui/SaveConflictFrame';
import { useRecordEditor } from '@/admin/ui/use-record-editor';
import { VersionedFormStart, type FormStart } from '@/admin/ui/VersionedFormStart';
import { useAdminProject } from './api/get-admin-project';
import { useUpdateProject } from './api/update-project';
import { projectFormValues, projectInput, type ProjectFormValues } from './project-form-model';
import { ProjectForm } from './ProjectForm';
import { photosOf, photosWithoutAlt } from './ProjectPhotosPage';
import { projectFailure } from './submit-helpers';

export function EditProjectPage() {
  const { id = '' } = useParams();
  const { data, loading, error, refetch } = useAdminProject(id);
  const [updateProject] = useUpdateProject();
  const { save, progress, conflict, goBack, toList, reloadLatest, formKey } = useRecordEditor({
    list: 'allProjects',
    saved: 'Project updated successfully!',
    reread: async () => (await refetch()).data?.project,
    formValues: projectFormValues,
    gone: 'The project is no longer there',
  });

  return (
    <AdminEditScreen
      title="Edit Project"
      subtitle="Update your project details"
      record={data?.project}
      loading={loading}
      error={error}
      loadingLabel="Loading project…"
      failure={(caught) => ({ message: 'Failed to load project.', detail: caught ? undefined : 'This project does not exist or was deleted.' })}
      onBack={toList}
    >
      {(project) => {
        const submit = (start: FormStart<ProjectFormValues>) => (values: ProjectFormValues) =>
          save(
            (context) =>
              updateProject({
                variables: {
                  id: project.id,
                  input: projectInput(values),
                  image: values.image ?? undefined,
                  images: values.images.length ? values.images : undefined,
                  removeImages: values.removeImages.length ? values.removeImages : undefined,
                  version: start.version,
                },
                context,
              }),
            (caught) => (conflict.caught(caught, start.based, values) ? {} : projectFailure('Failed to update project.')(caught)),
            // Stays on the project: the form starts again from what was saved (a new location key).
            () => ({ to: adminPath('editProject', project.id), viewOnSite: values.published ? `/projects/${project.id}` : null }),
          );
        const missingAlt = photosWithoutAlt(photosOf(project));
        return (
          <>
            <Flex mb="5" maxW="3xl" gap="3" align="center" wrap="wrap" bg={missingAlt ? 'orange.50' : 'gray.50'} borderRadius="lg" p="3" role="note">
              <Text fontSize="sm" flex="1" minW="60">
                {missingAlt
                  ? `${missingAlt === 1 ? '1 photo has' : `${missingAlt} photos have`} no alt text yet: screen readers will only say the title. You can still save.`
                  : 'Choose the order of the photos and the cover, and describe each photo.'}
              </Text>
              <Button asChild size="sm" variant="outline">
                <Link to={adminPath('projectPhotos', project.id)}>
                  <Images /> Arrange and describe photos
                </Link>
              </Button>
            </Flex>
            <SaveConflictFrame conflict={conflict} what="this project" onReload={reloadLatest}>
              <VersionedFormStart key={formKey(project)} record={project} formValues={projectFormValues} conflict={conflict}>
                {(start) => (
                  <ProjectForm
                    mode="edit"
                    initialValues={start.initialValues}
                    currentImage={{ src: project.imageUrl, asset: project.image }}
                    existingImages={project.images.map((path, index) => ({ path, asset: project.extraImages[index] ?? null }))}
                    onSubmit={submit(start)}
                    onCancel={goBack}
                    progress={progress}
                  />
                )}
              </VersionedFormStart>
            </SaveConflictFrame>
          </>
        );
      }}
    </AdminEditScreen>
  );
}
