import { adminPath } from '@vriddhi/rules';
import { Heading, Stack, Text } from '@chakra-ui/react';
import { ListChecks } from 'lucide-react';
import type { AdminServicesQuery } from '@/gql/graphql';
import { AdminListPage, countOf } from '@/admin/ui/AdminListPage';
import { describeError } from '@/admin/lib/graphql-errors';
import { listReorder } from '@/admin/ui/use-list-reorder';
import { useReorderServices } from './api/reorder-services';
import { useAdminServices } from './api/get-admin-services';
import { useDeleteService } from './api/delete-service';
import { useUpdateService } from './api/update-service';
import { IN_TRASH, TRASH_NOTE } from '@/admin/ui/trash-notes';

type ServiceItem = AdminServicesQuery['services'][number];

export function AllServicesPage() {
  const { data, loading, error } = useAdminServices();
  const deleteService = useDeleteService();
  const reorder = useReorderServices();
  const [updateService] = useUpdateService();

  return (
    <AdminListPage<ServiceItem>
      title="All Services"
      summary={(count) => `${countOf(count, 'service')} on the website`}
      addLink={{ to: adminPath('addService'), label: 'Add Services' }}
      items={data?.services}
      loading={loading}
      error={error}
      messages={{ loading: 'Loading services…', error: 'Failed to load services.', empty: 'No services available' }}
      tamilNoun="service"
      columns={{ base: 1, sm: 2, xl: 3 }}
      reorder={listReorder('The order the services are shown in on the website.', reorder)}
      deletion={{
        remove: async (service) => (await deleteService(service.id)).data?.deleteService === true,
        successMessage: 'Service deleted successfully',
        successDetail: IN_TRASH,
        failureMessage: (caught) => ({ title: 'Failed to delete service', description: describeError(caught, '') || undefined }),
        dialogTitle: 'Delete service?',
        dialogMessage: (title) => `"${title}" will be removed from the website. ${TRASH_NOTE}`,
      }}
      quick={{
        setPublished: (service, published) => updateService({ variables: { id: service.id, input: { published } } }),
        link: (service) => (service.published ? { to: '/services', label: 'View on site', external: true } : null),
      }}
      card={(service) => ({
        image: { src: service.imageUrl, asset: service.image, sizes: '(min-width: 1280px) 30vw, (min-width: 640px) 45vw, 100vw', aspectRatio: 16 / 9 },
        editTo: adminPath('editService', service.id),
        body: (
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
                {countOf(service.points.length, 'key point')}
              </Text>
            )}
          </Stack>
        ),
      })}
    />
  );
}
