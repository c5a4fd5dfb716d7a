import useSWR, { useSWRConfig } from 'swr';
import { client, ok, pathParams } from '../../../lib/api';
import type { Answer, Api } from '../../../lib/api-contract';
import { UNREAD_URL } from '../../../lib/live/live-keys';
import { beforeQuery, fetchNewestPages } from '../../../lib/newest-pages';

/** A person's messages from the platform (docs/api/admin-messages.md). Every key starts with `/api/messages/admin` (live updates). */
export type AdminInboxPage = Answer<Api['messages']['admin']['$get']>;
export type AdminInboxMessage = AdminInboxPage['items'][number];

const inbox = client.messages.admin;
export const ADMIN_INBOX_URL = inbox.$path();
const INBOX_TAG = 'inbox';

/** The inbox's first `pages` pages (20 each), the latest first. */
export const inboxKey = (pages: number) => [ADMIN_INBOX_URL, INBOX_TAG, pages] as const;
export const isInboxKey = (key: unknown): boolean => Array.isArray(key) && key[0] === ADMIN_INBOX_URL && key[1] === INBOX_TAG;

/** The pages already shown stay on screen while one more loads; read again on every visit. */
export const useAdminInbox = (pages: number) =>
  useSWR(inboxKey(pages), ([, , count]) => fetchNewestPages((before) => ok(inbox.$get(beforeQuery(before))), count), {
    keepPreviousData: true,
    revalidateOnMount: true,
  });

/** `POST /api/messages/admin/:id/read`, then the inbox and the header's badge read again. */
export function useMarkAdminMessageRead() {
  const { mutate } = useSWRConfig();
  return async (messageId: string) => {
    await ok(inbox[':messageId'].read.$post({ param: pathParams({ messageId }) }));
    await Promise.all([mutate(isInboxKey), mutate(UNREAD_URL)]);
  };
}
