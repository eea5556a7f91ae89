import { useMutation, useQuery } from '@apollo/client/react';
import { graphql } from '@/gql';

export const adminSiteSettingsQuery = graphql(`
  query AdminSiteSettings {
    siteSettings {
      ...SiteSettingsFields
      version
    }
  }
`);

export const updateSiteSettingsMutation = graphql(`
  mutation UpdateSiteSettings($input: SiteSettingsInput!, $teamPhotos: [Upload], $version: Int) {
    updateSiteSettings(input: $input, teamPhotos: $teamPhotos, version: $version) {
      ...SiteSettingsFields
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
