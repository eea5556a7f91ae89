import { adminPath } from '@vriddhi/rules';
import { PhotoDetailsBar } from '@/admin/photos/PhotoDetailsBar';
import { useParams } from 'react-router';
import { AdminEditScreen } from '@/admin/ui/AdminEditScreen';
import { SaveConflictFrame } from '@/admin/ui/SaveConflictFrame';
import { useRecordEditor } from '@/admin/ui/use-record-editor';
import { VersionedFormStart, type FormStart } from '@/admin/ui/VersionedFormStart';
import { useAdminService } from './api/get-admin-service';
import { useUpdateService } from './api/update-service';
import { serviceFailure, serviceFormValues, serviceInput, type ServiceFormValues } from './service-form-model';
import { ServiceForm } from './ServiceForm';

export function EditServicePage() {
  const { id = '' } = useParams();
  const { data, loading, error, refetch } = useAdminService(id);
  const [updateService] = useUpdateService();
  const { save, progress, conflict, goBack, toList, reloadLatest, formKey } = useRecordEditor({
    list: 'allServices',
    saved: 'Service updated successfully!',
    reread: async () => (await refetch()).data?.service,
    formValues: serviceFormValues,
    gone: 'The service is no longer there',
  });

  return (
    <AdminEditScreen
      title="Edit Service"
      subtitle="Update service information"
      record={data?.service}
      loading={loading}
      error={error}
      loadingLabel="Loading service…"
      failure={(caught) => ({ message: 'Failed to load service data', detail: caught ? undefined : 'This service does not exist or was deleted.' })}
      onBack={toList}
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
            <SaveConflictFrame conflict={conflict} what="this service" onReload={reloadLatest}>
              <VersionedFormStart key={formKey(service)} record={service} formValues={serviceFormValues} conflict={conflict}>
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
