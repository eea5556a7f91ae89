import { useNavigate } from 'react-router';
import { AdminPageHeader } from '@/features/admin/ui/AdminPageHeader';
import { notifyError, notifySuccess } from '@/features/admin/ui/toaster';
import { useGoBack } from '@/features/admin/ui/use-go-back';
import { useUploadProgress } from '@/features/admin/ui/use-upload-progress';
import { describeError, fieldErrors } from '@/lib/graphql-errors';
import { useCreateService } from './api/create-service';
import { serviceServerErrors, type ServiceFormValues } from './service-form-model';
import { ServiceForm } from './ServiceForm';

const emptyValues: ServiceFormValues = { title: '', description: '', image: null, points: [] };

export function AddServicePage() {
  const navigate = useNavigate();
  const goBack = useGoBack('/admin');
  const [createService] = useCreateService();
  const upload = useUploadProgress();

  const submit = async (values: ServiceFormValues) => {
    if (!values.image) return;
    upload.reset();
    try {
      await createService({
        variables: {
          input: {
            title: values.title.trim(),
            description: values.description.trim(),
            points: values.points.map((point) => point.trim()).filter(Boolean),
          },
          image: values.image,
        },
        context: upload.context,
      });
      notifySuccess('Service added successfully!');
      navigate('/admin');
    } catch (error) {
      notifyError('Failed to add service.', describeError(error, '') || undefined);
      return serviceServerErrors(fieldErrors(error));
    }
  };

  return (
    <>
      <AdminPageHeader title="Add New Service" subtitle="Create a new service offering" />
      <ServiceForm
        mode="create"
        initialValues={emptyValues}
        onSubmit={submit}
        onCancel={goBack}
        progress={upload.progress}
      />
    </>
  );
}
