import useSWR, { useSWRConfig } from 'swr';
import { api } from '../../../lib/api-client';
import type { Answer, Api } from '../../../lib/api-contract';
import { UNREAD_URL } from '../../../lib/live/live-keys';

/** A person's messages from the platform (docs/api/admin-messages.md). */
export type AdminInboxPage = Answer<Api['messages']['admin']['$get']>;
export type AdminInboxMessage = AdminInboxPage['items'][number];

export const ADMIN_INBOX_URL = '/api/messages/admin';

/** The latest page (live updates read it again); older pages are asked for with `olderAdminMessages`. */
export const useAdminInbox = () => useSWR(ADMIN_INBOX_URL, (url: string) => api.get<AdminInboxPage>(url));
export const olderAdminMessages = (before: string) => api.get<AdminInboxPage>(`${ADMIN_INBOX_URL}?before=${encodeURIComponent(before)}`);

/** `POST /api/messages/admin/:id/read`, then the inbox and the badge read again. */
export function useMarkAdminMessageRead() {
  const { mutate } = useSWRConfig();
  return async (messageId: string) => {
    await api.post(`${ADMIN_INBOX_URL}/${encodeURIComponent(messageId)}/read`, {});
    await Promise.all([mutate(ADMIN_INBOX_URL), mutate(UNREAD_URL)]);
  };
}
