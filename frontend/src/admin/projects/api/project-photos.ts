import { useMutation } from '@apollo/client/react';
import { graphql } from '@/gql';

export const reorderProjectImagesMutation = graphql(`
  mutation ReorderProjectImages($projectId: ID!, $imageUrls: [String!]!) {
    reorderProjectImages(projectId: $projectId, imageUrls: $imageUrls) {
      ...ProjectFields
      published
      image {
        ...AdminPhotoFields
      }
      extraImages {
        ...AdminPhotoFields
      }
    }
  }
`);

export const setProjectCoverMutation = graphql(`
  mutation SetProjectCover($projectId: ID!, $imageUrl: String!) {
    setProjectCover(projectId: $projectId, imageUrl: $imageUrl) {
      ...ProjectFields
      published
      image {
        ...AdminPhotoFields
      }
      extraImages {
        ...AdminPhotoFields
      }
    }
  }
`);

/** The project comes back whole, so Apollo's cache (and every screen showing it) follows the new order. */
export function useProjectPhotoOrder(projectId: string) {
  const [reorder] = useMutation(reorderProjectImagesMutation);
  const [cover] = useMutation(setProjectCoverMutation);
  return {
    reorder: (imageUrls: string[]) => reorder({ variables: { projectId, imageUrls } }),
    setCover: (imageUrl: string) => cover({ variables: { projectId, imageUrl } }),
  };
}
