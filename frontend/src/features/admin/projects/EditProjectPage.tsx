import { useMemo } from 'react';
import { useNavigate, useParams } from 'react-router';
import { AdminPageHeader } from '@/features/admin/ui/AdminPageHeader';
import { ErrorState, LoadingState } from '@/features/admin/ui/StatusViews';
import { notifyError, notifySuccess } from '@/features/admin/ui/toaster';
import { useGoBack } from '@/features/admin/ui/use-go-back';
import { useUploadProgress } from '@/features/admin/ui/use-upload-progress';
import { useAdminProject } from './api/get-admin-project';
import { useUpdateProject } from './api/update-project';
import { projectInput, type ProjectFormValues } from './project-form-model';
import { ProjectForm } from './ProjectForm';
import { projectFailure } from './submit-helpers';

export function EditProjectPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const goBack = useGoBack('/admin/allprojects');
  const { data, loading, error } = useAdminProject(id);
  const [updateProject] = useUpdateProject();
  const upload = useUploadProgress();
  const project = data?.project;

  const initialValues = useMemo<ProjectFormValues | null>(
    () =>
      project
        ? {
            title: project.title,
            category: project.category,
            details: project.details,
            location: project.location ?? '',
            features: project.features,
            image: null,
            images: [],
            removeImages: [],
          }
        : null,
    [project],
  );

  const header = <AdminPageHeader title="Edit Project" subtitle="Update your project details" />;

  if (loading && !project) {
    return (
      <>
        {header}
        <LoadingState label="Loading project…" />
      </>
    );
  }
  if (error || !project || !initialValues) {
    return (
      <>
        {header}
        <ErrorState
          message="Failed to load project."
          detail={!error ? 'This project does not exist or was deleted.' : undefined}
          onBack={() => navigate('/admin/allprojects')}
        />
      </>
    );
  }

  const submit = async (values: ProjectFormValues) => {
    upload.reset();
    try {
      await updateProject({
        variables: {
          id: project.id,
          input: projectInput(values),
          image: values.image ?? undefined,
          images: values.images.length ? values.images : undefined,
          removeImages: values.removeImages.length ? values.removeImages : undefined,
        },
        context: upload.context,
      });
      notifySuccess('Project updated successfully!');
      navigate('/admin');
    } catch (caught) {
      const { message, fields } = projectFailure(caught, 'Failed to update project.');
      notifyError(message);
      return fields;
    }
  };

  return (
    <>
      {header}
      <ProjectForm
        key={project.id}
        mode="edit"
        initialValues={initialValues}
        currentImage={{ src: project.imageUrl, asset: project.image }}
        existingImages={project.images.map((path, index) => ({ path, asset: project.extraImages[index] ?? null }))}
        onSubmit={submit}
        onCancel={goBack}
        progress={upload.progress}
      />
    </>
  );
}
