import { graphql } from '@/gql';

/** The firm's details every page shows (the settings record), read once per page load. */
export const PublicSiteSettingsQuery = graphql(`
  query PublicSiteSettings {
    siteSettings {
      firmName
      shortName
      tagline
      description
      foundedYear
      address {
        street
        town
        district
        state
        postalCode
        country
      }
      map {
        latitude
        longitude
        linkUrl
        embedUrl
      }
      phones {
        label
        number
      }
      emails
      whatsapp
      hours {
        days
        short
        hours
        closed
      }
      social {
        name
        url
      }
      stats {
        value
        label
      }
      testimonials {
        name
        position
        content
      }
      about {
        story
        mission
        vision
        team {
          name
          role
          bio
          photoUrl
        }
        reasons {
          title
          text
        }
      }
      credit {
        name
        url
      }
    }
  }
`);
