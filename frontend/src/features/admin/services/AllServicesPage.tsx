import { useCallback } from 'react';
import { Heading, Stack, Text } from '@chakra-ui/react';
import { ListChecks } from 'lucide-react';
import type { AdminServicesQuery } from '@/gql/graphql';
import { AddLink, AdminCard, AdminCardList } from '@/features/admin/ui/AdminCardList';
import { AdminPageHeader } from '@/features/admin/ui/AdminPageHeader';
import { ConfirmDeleteDialog } from '@/features/admin/ui/ConfirmDeleteDialog';
import { useDeleteFlow } from '@/features/admin/ui/use-delete-flow';
import { describeError } from '@/lib/graphql-errors';
import { useAdminServices } from './api/get-admin-services';
import { useDeleteService } from './api/delete-service';

type ServiceItem = AdminServicesQuery['services'][number];

export function AllServicesPage() {
  const { data, loading, error } = useAdminServices();
  const deleteService = useDeleteService();

  const remove = useCallback(
    async (service: ServiceItem) => (await deleteService(service.id)).data?.deleteService === true,
    [deleteService],
  );
  const failureMessage = useCallback((caught: unknown) => {
    const detail = describeError(caught, '');
    return { title: 'Failed to delete service', description: detail || undefined };
  }, []);
  const flow = useDeleteFlow<ServiceItem>({ remove, successMessage: 'Service deleted successfully', failureMessage });

  const services = data?.services ?? [];

  const body = (
    <AdminCardList
      loading={loading && !data}
      failed={!!error && !data}
      empty={services.length === 0}
      loadingLabel="Loading services…"
      errorMessage="Failed to load services."
      emptyMessage="No services available"
      addLink={{ to: '/admin/addservices', label: 'Add Services' }}
      columns={{ base: 1, sm: 2, xl: 3 }}
    >
      {services.map((service) => (
        <AdminCard
          key={service.id}
          title={service.title}
          image={{ src: service.imageUrl, asset: service.image, sizes: '(min-width: 1280px) 30vw, (min-width: 640px) 45vw, 100vw', aspectRatio: 16 / 9 }}
          editTo={`/admin/editservice/${service.id}`}
          onDelete={() => flow.request(service)}
          deleting={flow.isDeleting(service.id)}
        >
          <Stack gap="2" p="4">
            <Heading as="h2" size="md" fontFamily="heading">
              {service.title}
            </Heading>
            <Text fontSize="sm" color="fg.muted" lineClamp={3}>
              {service.description}
            </Text>
            {service.points.length > 0 && (
              <Text fontSize="xs" color="gray.500" display="flex" alignItems="center" gap="1.5">
                <ListChecks size={14} aria-hidden />
                {service.points.length} key point{service.points.length === 1 ? '' : 's'}
              </Text>
            )}
          </Stack>
        </AdminCard>
      ))}
    </AdminCardList>
  );

  return (
    <>
      <AdminPageHeader
        title="All Services"
        subtitle={data ? `${services.length} service${services.length === 1 ? '' : 's'} on the website` : undefined}
        actions={<AddLink to="/admin/addservices" label="Add Services" />}
      />
      {body}
      <ConfirmDeleteDialog
        open={!!flow.pending}
        title="Delete service?"
        message={`"${flow.pending?.title ?? ''}" will be removed from the website. This cannot be undone.`}
        onConfirm={flow.confirm}
        onCancel={flow.cancel}
      />
    </>
  );
}
