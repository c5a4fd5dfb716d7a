import useSWR, { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { client, ok, pathParams } from '../../../lib/api';
import type { Answer, Api } from '../../../lib/api-contract';

/** The messaging API (docs/api/messages.md). */
export type ConversationList = Answer<Api['conversations']['$get']>;
export type ConversationSummary = ConversationList['items'][number];
export type MessagePage = Answer<Api['conversations'][':bookingId']['messages']['$get']>;
export type Message = MessagePage['items'][number];

const messagesRoute = client.conversations[':bookingId'].messages;
export const CONVERSATIONS_URL = client.conversations.$path();
export const messagesUrl = (bookingId: string) => messagesRoute.$path({ param: pathParams({ bookingId }) });

export const useConversations = () => useSWR(CONVERSATIONS_URL, () => ok(client.conversations.$get()));
export const useMessages = (bookingId: string) => useSWR(messagesUrl(bookingId), () => ok(messagesRoute.$get({ param: pathParams({ bookingId }) })));

/** An older page of a conversation (before a cursor). */
/** The route reads `?before=` without a validator, so Hono's input type lists only the path: the arguments are built apart. */
export const olderMessages = (bookingId: string, before: string) => {
  const args = { param: pathParams({ bookingId }), query: { before } };
  return ok(messagesRoute.$get(args));
};

/** `POST …/messages { text, messageId }`: the screen's own id makes a retry the same message. */
export function useSendMessage(bookingId: string) {
  const { mutate } = useSWRConfig();
  return useSWRMutation([messagesUrl(bookingId), 'send'] as const, (_key: unknown, { arg }: { arg: { text: string; messageId: string } }) => ok(messagesRoute.$post({ param: pathParams({ bookingId }), json: arg })), {
    onSuccess: () => {
      void mutate(messagesUrl(bookingId));
      void mutate(CONVERSATIONS_URL);
    },
  });
}

/** `POST …/read { messageId }`: read up to that message. */
export const markRead = (bookingId: string, messageId: string) => ok(client.conversations[':bookingId'].read.$post({ param: pathParams({ bookingId }), json: { messageId } }));
