import { useMutation } from '@apollo/client/react';
import { dropCachedLists } from '@/features/admin/ui/cache-updates';
import { graphql } from '@/gql';

export const createServiceMutation = graphql(`
  mutation CreateService($input: CreateServiceInput!, $image: Upload!) {
    createService(input: $input, image: $image) {
      id
      title
      description
      imageUrl
      points
    }
  }
`);

export function useCreateService() {
  return useMutation(createServiceMutation, { update: dropCachedLists('services') });
}
