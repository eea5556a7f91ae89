import { PhotoDetailsBar } from '@/admin/photos/PhotoDetailsBar';
import { useNavigate, useParams } from 'react-router';
import { AdminEditScreen } from '@/admin/ui/AdminEditScreen';
import { useAdminSave } from '@/admin/ui/use-admin-save';
import { useGoBack } from '@/admin/ui/use-go-back';
import { useAdminService } from './api/get-admin-service';
import { useUpdateService } from './api/update-service';
import { serviceFailure, serviceInput, type ServiceFormValues } from './service-form-model';
import { ServiceForm } from './ServiceForm';

export function EditServicePage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const goBack = useGoBack('/admin/allservices');
  const { data, loading, error } = useAdminService(id);
  const [updateService] = useUpdateService();
  const { save, progress } = useAdminSave('Service updated successfully!');

  return (
    <AdminEditScreen
      title="Edit Service"
      subtitle="Update service information"
      record={data?.service}
      loading={loading}
      error={error}
      loadingLabel="Loading service…"
      failure={(caught) => ({ message: 'Failed to load service data', detail: caught ? undefined : 'This service does not exist or was deleted.' })}
      onBack={() => navigate('/admin/allservices')}
    >
      {(service) => {
        const submit = (values: ServiceFormValues) =>
          save(
            (context) => updateService({ variables: { id: service.id, input: serviceInput(values), image: values.image ?? undefined }, context }),
            serviceFailure('Failed to update service.'),
          );
        return (
          <>
            <PhotoDetailsBar photo={service.image} title={service.title} />
            <ServiceForm
              key={service.id}
              mode="edit"
              initialValues={{ title: service.title, description: service.description, image: null, points: [...service.points], published: service.published }}
              currentImage={{ src: service.imageUrl, asset: service.image }}
              onSubmit={submit}
              onCancel={goBack}
              progress={progress}
            />
          </>
        );
      }}
    </AdminEditScreen>
  );
}
