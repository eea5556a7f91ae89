import { useMutation, useQuery } from '@apollo/client/react';
import { graphql } from '@/gql';

graphql(`
  fragment MailSettingsFields on MailSettings {
    source
    host
    port
    security
    username
    hasPassword
    passwordUnreadable
    senderAddress
    siteAddress
    version
  }
`);

export const mailSettingsQuery = graphql(`
  query AdminMailSettings {
    mailSettings {
      ...MailSettingsFields
    }
  }
`);

export const updateMailSettingsMutation = graphql(`
  mutation UpdateMailSettings($input: MailSettingsInput!, $version: Int) {
    updateMailSettings(input: $input, version: $version) {
      ...MailSettingsFields
    }
  }
`);

export const clearMailSettingsMutation = graphql(`
  mutation ClearMailSettings {
    clearMailSettings {
      ...MailSettingsFields
    }
  }
`);

export const sendTestEmailMutation = graphql(`
  mutation SendTestEmail($to: String!) {
    sendTestEmail(to: $to) {
      sent
      problem
    }
  }
`);

export function useMailSettings() {
  return useQuery(mailSettingsQuery, { fetchPolicy: 'network-only' });
}

export function useUpdateMailSettings() {
  return useMutation(updateMailSettingsMutation);
}

export function useSendTestEmail() {
  return useMutation(sendTestEmailMutation);
}

export function useClearMailSettings() {
  return useMutation(clearMailSettingsMutation);
}
