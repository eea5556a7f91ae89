import { useMutation } from '@apollo/client/react';
import { graphql } from '@/gql';

export const updateServiceMutation = graphql(`
  mutation UpdateService($id: ID!, $input: UpdateServiceInput!, $image: Upload, $version: Int) {
    updateService(id: $id, input: $input, image: $image, version: $version) {
      ...AdminServiceFields
    }
  }
`);

export function useUpdateService() {
  return useMutation(updateServiceMutation);
}
