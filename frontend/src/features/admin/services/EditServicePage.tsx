import { useNavigate, useParams } from 'react-router';
import { AdminPageHeader } from '@/features/admin/ui/AdminPageHeader';
import { ErrorState, LoadingState } from '@/features/admin/ui/StatusViews';
import { notifyError, notifySuccess } from '@/features/admin/ui/toaster';
import { useGoBack } from '@/features/admin/ui/use-go-back';
import { useUploadProgress } from '@/features/admin/ui/use-upload-progress';
import { describeError, fieldErrors } from '@/lib/graphql-errors';
import { useAdminService } from './api/get-admin-service';
import { useUpdateService } from './api/update-service';
import { serviceServerErrors, type ServiceFormValues } from './service-form-model';
import { ServiceForm } from './ServiceForm';

export function EditServicePage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const goBack = useGoBack('/admin/allservices');
  const { data, loading, error } = useAdminService(id);
  const [updateService] = useUpdateService();
  const upload = useUploadProgress();
  const service = data?.service;

  const header = <AdminPageHeader title="Edit Service" subtitle="Update service information" />;

  if (loading && !service) {
    return (
      <>
        {header}
        <LoadingState label="Loading service…" />
      </>
    );
  }
  if (error || !service) {
    return (
      <>
        {header}
        <ErrorState
          message="Failed to load service data"
          detail={!error ? 'This service does not exist or was deleted.' : undefined}
          onBack={() => navigate('/admin/allservices')}
        />
      </>
    );
  }

  const submit = async (values: ServiceFormValues) => {
    upload.reset();
    try {
      await updateService({
        variables: {
          id: service.id,
          input: {
            title: values.title.trim(),
            description: values.description.trim(),
            points: values.points.map((point) => point.trim()).filter(Boolean),
          },
          image: values.image ?? undefined,
        },
        context: upload.context,
      });
      notifySuccess('Service updated successfully!');
      navigate('/admin');
    } catch (caught) {
      notifyError('Failed to update service.', describeError(caught, '') || undefined);
      return serviceServerErrors(fieldErrors(caught));
    }
  };

  return (
    <>
      {header}
      <ServiceForm
        key={service.id}
        mode="edit"
        initialValues={{ title: service.title, description: service.description, image: null, points: [...service.points] }}
        currentImage={{ src: service.imageUrl, asset: service.image }}
        onSubmit={submit}
        onCancel={goBack}
        progress={upload.progress}
      />
    </>
  );
}
