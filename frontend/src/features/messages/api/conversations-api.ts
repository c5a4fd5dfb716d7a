import useSWR, { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { api } from '../../../lib/api-client';
import type { Answer, Api } from '../../../lib/api-contract';

/** The messaging API (docs/api/messages.md). */
export type ConversationList = Answer<Api['conversations']['$get']>;
export type ConversationSummary = ConversationList['items'][number];
export type MessagePage = Answer<Api['conversations'][':bookingId']['messages']['$get']>;
export type Message = MessagePage['items'][number];

export const CONVERSATIONS_URL = '/api/conversations';
export const messagesUrl = (bookingId: string) => `/api/conversations/${encodeURIComponent(bookingId)}/messages`;

export const useConversations = () => useSWR(CONVERSATIONS_URL, (url: string) => api.get<ConversationList>(url));
export const useMessages = (bookingId: string) => useSWR(messagesUrl(bookingId), (url: string) => api.get<MessagePage>(url));

/** An older page of a conversation (before a cursor). */
export const olderMessages = (bookingId: string, before: string) => api.get<MessagePage>(`${messagesUrl(bookingId)}?before=${encodeURIComponent(before)}`);

/** `POST …/messages { text, messageId }`: the screen's own id makes a retry the same message. */
export function useSendMessage(bookingId: string) {
  const { mutate } = useSWRConfig();
  return useSWRMutation([messagesUrl(bookingId), 'send'] as const, (_key: unknown, { arg }: { arg: { text: string; messageId: string } }) => api.post<Message>(messagesUrl(bookingId), arg), {
    onSuccess: () => {
      void mutate(messagesUrl(bookingId));
      void mutate(CONVERSATIONS_URL);
    },
  });
}

/** `POST …/read { messageId }`: read up to that message. */
export const markRead = (bookingId: string, messageId: string) => api.post(`/api/conversations/${encodeURIComponent(bookingId)}/read`, { messageId });
