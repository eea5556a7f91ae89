import { useCallback } from 'react';
import { Box, Button, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { ListChecks, Plus } from 'lucide-react';
import { Link } from 'react-router';
import type { AdminServicesQuery } from '../../../gql/graphql';
import { AdminImage } from '../../../lib/admin/AdminImage';
import { AdminPageHeader } from '../../../lib/admin/AdminPageHeader';
import { ConfirmDeleteDialog } from '../../../lib/admin/ConfirmDeleteDialog';
import { DeletingOverlay, ItemActions } from '../../../lib/admin/ItemActions';
import { EmptyState, ErrorState, LoadingState } from '../../../lib/admin/StatusViews';
import { useDeleteFlow } from '../../../lib/admin/use-delete-flow';
import { describeError } from '../../../lib/graphql-errors';
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

  let body;
  if (loading && !data) body = <LoadingState label="Loading services…" />;
  else if (error && !data) body = <ErrorState message="Failed to load services." />;
  else if (services.length === 0)
    body = (
      <EmptyState
        message="No services available"
        action={
          <Button asChild colorPalette="brand">
            <Link to="/admin/addservices">
              <Plus /> Add Services
            </Link>
          </Button>
        }
      />
    );
  else
    body = (
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, xl: 3 }} gap="5">
        {services.map((service) => {
          const deleting = flow.isDeleting(service.id);
          return (
            <Box
              as="li"
              key={service.id}
              className="admin-card"
              position="relative"
              bg="white"
              borderRadius="xl"
              borderWidth="1px"
              borderColor="gray.200"
              overflow="hidden"
              shadow="xs"
              _hover={{ shadow: 'md' }}
              aria-busy={deleting || undefined}
            >
              <Box position="relative">
                <AdminImage
                  src={service.imageUrl}
                  asset={service.image}
                  sizes="(min-width: 1280px) 30vw, (min-width: 640px) 45vw, 100vw"
                  alt={service.title}
                  w="full"
                  aspectRatio={16 / 9}
                  objectFit="cover"
                />
                <ItemActions
                  editTo={`/admin/editservice/${service.id}`}
                  itemLabel={service.title}
                  onDelete={() => flow.request(service)}
                  deleting={deleting}
                />
              </Box>
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
              {deleting && <DeletingOverlay />}
            </Box>
          );
        })}
      </SimpleGrid>
    );

  return (
    <>
      <AdminPageHeader
        title="All Services"
        subtitle={data ? `${services.length} service${services.length === 1 ? '' : 's'} on the website` : undefined}
        actions={
          <Button asChild colorPalette="brand">
            <Link to="/admin/addservices">
              <Plus /> Add Services
            </Link>
          </Button>
        }
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
