import { useMutation, useQuery } from '@apollo/client/react';
import { graphql } from '@/gql';

export const adminSiteSettingsQuery = graphql(`
  query AdminSiteSettings {
    siteSettings {
      ...SiteSettingsFields
    }
  }
`);

export const updateSiteSettingsMutation = graphql(`
  mutation UpdateSiteSettings($input: SiteSettingsInput!, $teamPhotos: [Upload]) {
    updateSiteSettings(input: $input, teamPhotos: $teamPhotos) {
      ...SiteSettingsFields
    }
  }
`);

export function useAdminSiteSettings() {
  return useQuery(adminSiteSettingsQuery, { fetchPolicy: 'network-only' });
}

export function useUpdateSiteSettings() {
  return useMutation(updateSiteSettingsMutation);
}
