import { useMutation } from '@apollo/client/react';
import { dropCachedLists } from '@/admin/ui/cache-updates';
import { graphql } from '@/gql';

// Only the id: the admin drops the cached lists and leaves the form, so nothing else is read.
export const createServiceMutation = graphql(`
  mutation CreateService($input: CreateServiceInput!, $image: Upload!) {
    createService(input: $input, image: $image) {
      id
    }
  }
`);

export function useCreateService() {
  return useMutation(createServiceMutation, { update: dropCachedLists('services') });
}
