import useSWR, { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { api } from '../../../lib/api-client';
import type { Answer, Api } from '../../../lib/api-contract';

/** The admins' side of admin messages (docs/api/admin-messages.md). Every key starts with `/api/admin/messages` (live updates). */
export type SentPage = Answer<Api['admin']['messages']['$get']>;
export type SentMessage = SentPage['items'][number];
export type Stats = Answer<Api['admin']['messages']['stats']['$get']>;
export type Recipient = Answer<Api['admin']['messages']['recipients']['$get']>['items'][number];
export type NewAdminMessage = { recipientId: string; subject: string; text: string; messageId: string };

export const ADMIN_MESSAGES_URL = '/api/admin/messages';
export const STATS_URL = `${ADMIN_MESSAGES_URL}/stats`;

export const useSentMessages = () => useSWR(ADMIN_MESSAGES_URL, (url: string) => api.get<SentPage>(url));
export const olderSentMessages = (before: string) => api.get<SentPage>(`${ADMIN_MESSAGES_URL}?before=${encodeURIComponent(before)}`);
export const useStats = () => useSWR(STATS_URL, (url: string) => api.get<Stats>(url));

/** Clients and cleaners whose name or e-mail holds `query` (nothing asked under 2 characters). */
export const useRecipients = (query: string) =>
  useSWR(query.trim().length >= 2 ? `${ADMIN_MESSAGES_URL}/recipients?q=${encodeURIComponent(query.trim())}` : null, (url: string) =>
    api.get<{ items: Recipient[] }>(url),
  );

/** `POST /api/admin/messages`; the history and the statistics read again. */
export function useSendAdminMessage() {
  const { mutate } = useSWRConfig();
  return useSWRMutation([ADMIN_MESSAGES_URL, 'send'] as const, (_key: unknown, { arg }: { arg: NewAdminMessage }) => api.post<SentMessage>(ADMIN_MESSAGES_URL, arg), {
    onSuccess: () => {
      void mutate(ADMIN_MESSAGES_URL);
      void mutate(STATS_URL);
    },
  });
}
