import useSWR from 'swr';
import useSWRMutation from 'swr/mutation';
import { api } from '../../../lib/api-client';
import type { Answer, Api } from '../../../lib/api-contract';

/** `GET/PUT /api/users/me/email-preferences` (docs/api/accounts.md): which e-mails the person receives. */
export type EmailPreferences = Answer<Api['users']['me']['email-preferences']['$get']>;
export type EmailKind = keyof EmailPreferences;

export const EMAIL_PREFERENCES_URL = '/api/users/me/email-preferences';

export const useEmailPreferences = () => useSWR(EMAIL_PREFERENCES_URL, (url: string) => api.get<EmailPreferences>(url));

/** Saves every kind; the answer replaces the cached preferences. */
export const useSaveEmailPreferences = () =>
  useSWRMutation(EMAIL_PREFERENCES_URL, (url: string, { arg }: { arg: EmailPreferences }) => api.put<EmailPreferences>(url, arg), {
    populateCache: true,
    revalidate: false,
  });
