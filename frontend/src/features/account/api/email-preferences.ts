import useSWR from 'swr';
import useSWRMutation from 'swr/mutation';
import { client, ok } from '../../../lib/api';
import type { Answer, Api } from '../../../lib/api-contract';

/** `GET/PUT /api/users/me/email-preferences` (docs/api/accounts.md): which e-mails the person receives. */
export type EmailPreferences = Answer<Api['users']['me']['email-preferences']['$get']>;
export type EmailKind = keyof EmailPreferences;

export const EMAIL_PREFERENCES_URL = client.users.me['email-preferences'].$path();

export const useEmailPreferences = () => useSWR(EMAIL_PREFERENCES_URL, () => ok(client.users.me['email-preferences'].$get()));

/** Saves every kind; the answer replaces the cached preferences. */
export const useSaveEmailPreferences = () =>
  useSWRMutation(EMAIL_PREFERENCES_URL, (_url: string, { arg }: { arg: EmailPreferences }) => ok(client.users.me['email-preferences'].$put({ json: arg })), {
    populateCache: true,
    revalidate: false,
  });
