import { useNavigate } from 'react-router';
import { AdminPageHeader } from '@/features/admin/ui/AdminPageHeader';
import { notifyError, notifySuccess } from '@/features/admin/ui/toaster';
import { useGoBack } from '@/features/admin/ui/use-go-back';
import { useUploadProgress } from '@/features/admin/ui/use-upload-progress';
import { useCreateProject } from './api/create-project';
import { emptyProjectValues, projectInput, type ProjectFormValues } from './project-form-model';
import { ProjectForm } from './ProjectForm';
import { projectFailure } from './submit-helpers';

export function AddProjectPage() {
  const navigate = useNavigate();
  const goBack = useGoBack('/admin');
  const [createProject] = useCreateProject();
  const upload = useUploadProgress();

  const submit = async (values: ProjectFormValues) => {
    if (!values.image) return;
    upload.reset();
    try {
      await createProject({
        variables: {
          input: projectInput(values),
          image: values.image,
          images: values.images.length ? values.images : undefined,
        },
        context: upload.context,
      });
      notifySuccess('Project added successfully!');
      navigate('/admin');
    } catch (error) {
      const { message, fields } = projectFailure(error, 'Failed to add project. Please try again.');
      notifyError(message);
      return fields;
    }
  };

  return (
    <>
      <AdminPageHeader title="Add Project" subtitle="Showcase a new project on the website" />
      <ProjectForm mode="create" initialValues={emptyProjectValues} onSubmit={submit} onCancel={goBack} progress={upload.progress} />
    </>
  );
}
