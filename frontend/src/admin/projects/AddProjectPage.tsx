import { adminPath } from '@vriddhi/rules';
import { AdminPageHeader } from '@/admin/ui/AdminPageHeader';
import { useAdminSave } from '@/admin/ui/use-admin-save';
import { useGoBack } from '@/admin/ui/use-go-back';
import { useCreateProject } from './api/create-project';
import { emptyProjectValues, projectInput, type ProjectFormValues } from './project-form-model';
import { photoDetailsOf } from './new-photos';
import { ProjectForm } from './ProjectForm';
import { projectFailure } from './submit-helpers';

export function AddProjectPage() {
  const goBack = useGoBack(adminPath('dashboard'));
  const [createProject] = useCreateProject();
  const { save, progress } = useAdminSave('Project added successfully!');

  const submit = async (values: ProjectFormValues) => {
    if (!values.image) return;
    const image = values.image;
    const images = values.images.length ? values.images : undefined;
    return save(
      (context) =>
        createProject({
          variables: { input: projectInput(values), image, images, photoDetails: photoDetailsOf([image, ...values.images], values.photoNotes) },
          context,
        }),
      projectFailure('Failed to add project. Please try again.'),
      ({ data }) => {
        const id = data?.createProject.id;
        return id ? { to: adminPath('editProject', id), viewOnSite: values.published ? `/projects/${id}` : null } : { to: adminPath('allProjects') };
      },
    );
  };

  return (
    <>
      <AdminPageHeader title="Add Project" subtitle="Showcase a new project on the website" />
      <ProjectForm mode="create" initialValues={emptyProjectValues} onSubmit={submit} onCancel={goBack} progress={progress} />
    </>
  );
}
