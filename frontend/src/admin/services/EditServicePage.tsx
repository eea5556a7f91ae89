import { adminPath } from '@vriddhi/rules';
import { PhotoDetailsBar } from '@/admin/photos/PhotoDetailsBar';
import { useLocation, useNavigate, useParams } from 'react-router';
import { AdminEditScreen } from '@/admin/ui/AdminEditScreen';
import { SaveConflictFrame } from '@/admin/ui/SaveConflictFrame';
import { useAdminSave } from '@/admin/ui/use-admin-save';
import { useSaveConflict } from '@/admin/ui/use-save-conflict';
import { useGoBack } from '@/admin/ui/use-go-back';
import { VersionedFormStart, type FormStart } from '@/admin/ui/VersionedFormStart';
import { useAdminService } from './api/get-admin-service';
import { useUpdateService } from './api/update-service';
import { serviceFailure, serviceFormValues, serviceInput, type ServiceFormValues } from './service-form-model';
import { ServiceForm } from './ServiceForm';

export function EditServicePage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const location = useLocation();
  const goBack = useGoBack(adminPath('allServices'));
  const { data, loading, error, refetch } = useAdminService(id);
  const [updateService] = useUpdateService();
  const { save, progress } = useAdminSave('Service updated successfully!');
  const conflict = useSaveConflict<ServiceFormValues>();
  const latest = async () => {
    const { data: fresh } = await refetch();
    if (!fresh?.service) throw new Error('The service is no longer there');
    return { version: fresh.service.version, values: serviceFormValues(fresh.service) };
  };

  return (
    <AdminEditScreen
      title="Edit Service"
      subtitle="Update service information"
      record={data?.service}
      loading={loading}
      error={error}
      loadingLabel="Loading service…"
      failure={(caught) => ({ message: 'Failed to load service data', detail: caught ? undefined : 'This service does not exist or was deleted.' })}
      onBack={() => navigate(adminPath('allServices'))}
    >
      {(service) => {
        const submit = (start: FormStart<ServiceFormValues>) => (values: ServiceFormValues) =>
          save(
            (context) =>
              updateService({
                variables: { id: service.id, input: serviceInput(values), image: values.image ?? undefined, version: start.version },
                context,
              }),
            (caught) => (conflict.caught(caught, start.based, values) ? {} : serviceFailure('Failed to update service.')(caught)),
            () => ({ to: adminPath('editService', service.id), viewOnSite: values.published ? '/services' : null }),
          );
        return (
          <>
            <PhotoDetailsBar photo={service.image} title={service.title} />
            <SaveConflictFrame conflict={conflict} what="this service" onReload={() => void conflict.reload(latest)}>
              <VersionedFormStart key={`${service.id}:${conflict.formKey}:${location.key}`} record={service} formValues={serviceFormValues} conflict={conflict}>
                {(start) => (
                  <ServiceForm
                    mode="edit"
                    initialValues={start.initialValues}
                    currentImage={{ src: service.imageUrl, asset: service.image }}
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
