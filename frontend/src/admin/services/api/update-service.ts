import { useMutation } from '@apollo/client/react';
import { graphql } from '@/gql';

export const updateServiceMutation = graphql(`
  mutation UpdateService($id: ID!, $input: UpdateServiceInput!, $image: Upload) {
    updateService(id: $id, input: $input, image: $image) {
      ...ServiceFields
      published
    }
  }
`);

export function useUpdateService() {
  return useMutation(updateServiceMutation);
}
