import { graphql } from '@/gql';

export const PublicServicesQuery = graphql(`
  query PublicServices($locale: Locale! = EN) {
    services(locale: $locale) {
      ...ServiceFields
      position
    }
  }
`);
