import { adminPath } from '@vriddhi/rules';
import { AdminPageHeader } from '@/admin/ui/AdminPageHeader';
import { useAdminSave } from '@/admin/ui/use-admin-save';
import { useGoBack } from '@/admin/ui/use-go-back';
import { useCreateService } from './api/create-service';
import { emptyServiceValues, serviceFailure, serviceInput, type ServiceFormValues } from './service-form-model';
import { ServiceForm } from './ServiceForm';

export function AddServicePage() {
  const goBack = useGoBack(adminPath('dashboard'));
  const [createService] = useCreateService();
  const { save, progress } = useAdminSave('Service added successfully!');

  const submit = async (values: ServiceFormValues) => {
    if (!values.image) return;
    const image = values.image;
    return save(
      (context) => createService({ variables: { input: serviceInput(values), image }, context }),
      serviceFailure('Failed to add service.'),
      ({ data }) => {
        const id = data?.createService.id;
        return { to: id ? adminPath('editService', id) : adminPath('allServices'), viewOnSite: values.published ? '/services' : null };
      },
    );
  };

  return (
    <>
      <AdminPageHeader title="Add New Service" subtitle="Create a new service offering" />
      <ServiceForm mode="create" initialValues={emptyServiceValues} onSubmit={submit} onCancel={goBack} progress={progress} />
    </>
  );
}
