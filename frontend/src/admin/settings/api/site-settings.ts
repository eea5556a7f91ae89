import { useMutation, useQuery } from '@apollo/client/react';
import { graphql } from '@/gql';

/** The Tamil beside each English text: the admin edits both (the public pages ask for one language). */
export const SiteSettingsTamilFragment = graphql(`
  fragment SiteSettingsTamil on SiteSettings {
    ta {
      firmName
      shortName
      tagline
      description
    }
    address {
      ta {
        street
        town
        district
        state
        country
      }
    }
    phones {
      ta {
        label
      }
    }
    hours {
      ta {
        days
        short
        hours
      }
    }
    stats {
      ta {
        label
      }
    }
    testimonials {
      ta {
        position
        content
      }
    }
    about {
      ta {
        story
        mission
        vision
      }
      team {
        ta {
          role
          bio
        }
      }
      reasons {
        ta {
          title
          text
        }
      }
      milestones {
        ta {
          year
          title
          text
        }
      }
    }
  }
`);

export const adminSiteSettingsQuery = graphql(`
  query AdminSiteSettings {
    siteSettings {
      ...SiteSettingsFields
      ...SiteSettingsTamil
      version
    }
  }
`);

export const updateSiteSettingsMutation = graphql(`
  mutation UpdateSiteSettings($input: SiteSettingsInput!, $teamPhotos: [Upload], $version: Int) {
    updateSiteSettings(input: $input, teamPhotos: $teamPhotos, version: $version) {
      ...SiteSettingsFields
      ...SiteSettingsTamil
      version
    }
  }
`);

export function useAdminSiteSettings() {
  return useQuery(adminSiteSettingsQuery, { fetchPolicy: 'network-only' });
}

export function useUpdateSiteSettings() {
  return useMutation(updateSiteSettingsMutation);
}
