import { graphql } from '@/gql';

export const PublicServicesQuery = graphql(`
  query PublicServices {
    services {
      ...ServiceFields
      position
    }
  }
`);
