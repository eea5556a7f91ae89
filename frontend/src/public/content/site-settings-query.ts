import { graphql } from '@/gql';

/**
 * The firm's details every page shows, read once per page load: the settings record, the services'
 * names for the footer and the home page (in their display order, with their English titles), and the picture shown when a page
 * other than a project's is shared.
 */
export const PublicSiteSettingsQuery = graphql(`
  query PublicSiteSettings($locale: Locale! = EN) {
    siteSettings(locale: $locale) {
      ...SiteSettingsFields
    }
    services(locale: $locale) {
      id
      title
      description
    }
    # The home's tiles choose their icons by the English titles, on the Tamil pages too.
    servicesInEnglish: services {
      id
      title
    }
    shareCard(locale: $locale) {
      ...ShareImageFields
    }
  }
`);
