import useSWR, { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { client, ok } from '../../../lib/api';
import type { Answer, Api } from '../../../lib/api-contract';
import { beforeQuery, fetchNewestPages } from '../../../lib/newest-pages';

/** The admins' side of admin messages (docs/api/admin-messages.md). Every key starts with `/api/admin/messages` (live updates). */
export type SentPage = Answer<Api['admin']['messages']['$get']>;
export type SentMessage = SentPage['items'][number];
export type Stats = Answer<Api['admin']['messages']['stats']['$get']>;
export type Recipient = Answer<Api['admin']['messages']['recipients']['$get']>['items'][number];
export type NewAdminMessage = { recipientId: string; subject: string; text: string; messageId: string };

const messages = client.admin.messages;
export const ADMIN_MESSAGES_URL = messages.$path();
export const STATS_URL = messages.stats.$path();
const HISTORY_TAG = 'history';

/** The history's first `pages` pages (20 each), the latest first. */
export const historyKey = (pages: number) => [ADMIN_MESSAGES_URL, HISTORY_TAG, pages] as const;
export const isHistoryKey = (key: unknown): boolean => Array.isArray(key) && key[0] === ADMIN_MESSAGES_URL && key[1] === HISTORY_TAG;

/** The pages already shown stay on screen while one more loads; read again on every visit. */
export const useSentMessages = (pages: number) =>
  useSWR(historyKey(pages), ([, , count]) => fetchNewestPages((before) => ok(messages.$get(beforeQuery(before))), count), {
    keepPreviousData: true,
    revalidateOnMount: true,
  });
export const useStats = () => useSWR(STATS_URL, () => ok(messages.stats.$get()), { revalidateOnMount: true });

/** Clients and cleaners whose name or e-mail holds `query` (nothing asked under 2 characters). */
export const useRecipients = (query: string) => {
  const q = query.trim();
  return useSWR(q.length >= 2 ? messages.recipients.$path({ query: { q } }) : null, () => ok(messages.recipients.$get({ query: { q } })), {
    keepPreviousData: true,
  });
};

/** `POST /api/admin/messages`; the history and the statistics read again. */
export function useSendAdminMessage() {
  const { mutate } = useSWRConfig();
  return useSWRMutation([ADMIN_MESSAGES_URL, 'send'] as const, (_key: unknown, { arg }: { arg: NewAdminMessage }) => ok(messages.$post({ json: arg })), {
    onSuccess: () => {
      void mutate(isHistoryKey);
      void mutate(STATS_URL);
    },
  });
}
