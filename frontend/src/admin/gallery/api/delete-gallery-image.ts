import { useDeleteById } from '@/admin/ui/cache-updates';
import { graphql } from '@/gql';

export const deleteGalleryImageMutation = graphql(`
  mutation DeleteGalleryImage($id: ID!) {
    deleteGalleryImage(id: $id)
  }
`);

export const useDeleteGalleryImage = () => useDeleteById(deleteGalleryImageMutation, 'GalleryImage');
