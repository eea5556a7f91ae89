import { useDeleteById } from '@/admin/ui/cache-updates';
import { graphql } from '@/gql';

export const deleteServiceMutation = graphql(`
  mutation DeleteService($id: ID!) {
    deleteService(id: $id)
  }
`);

export const useDeleteService = () => useDeleteById(deleteServiceMutation, 'Service');
