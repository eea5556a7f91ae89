import { useDeleteById } from '@/admin/ui/cache-updates';
import { graphql } from '@/gql';

export const deleteProjectMutation = graphql(`
  mutation DeleteProject($id: ID!) {
    deleteProject(id: $id)
  }
`);

export const useDeleteProject = () => useDeleteById(deleteProjectMutation, 'Project');
