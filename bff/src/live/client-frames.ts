import { LIVE_CHANNEL, NotAParticipantError, type ClientFrame, type LivePublication } from '@weklean/domain';
import { actorFor, type Bus } from '@weklean/platform';
import type { Messaging } from '../messages/messages';
import type { Presence, PresenceSocket } from './presence';

type Unread = Awaited<ReturnType<Messaging['unread']>>;

/** The two badges' frames, built from one answer of `messaging.unread` (both counts come with it). */
export const unreadUpdate = (unread: Unread) => ({ type: 'UNREAD_COUNT_UPDATE', count: unread.count });
export const adminUnreadUpdate = (unread: Unread) => ({ type: 'ADMIN_UNREAD_COUNT_UPDATE', count: unread.admin });

/**
 * What a client's frame (read by `readClientFrame`) does, and the frames its own socket gets back. A read receipt is
 * the REST read-mark's command, so the read model, the unread counts and the other person's screen follow as they do
 * for it (the live-updates reactor publishes its `READ_RECEIPT`); typing goes to the other person of a conversation
 * both are in, and to nobody else. A frame naming a booking, a message or a person outside the sender's conversations
 * changes nothing and is answered with the error it would get for one that does not exist. What the screen says of
 * its person (SET_PRESENCE) and its heartbeat (PING) go to presence.ts.
 */
export function createFrameAnswers(deps: { messaging: Messaging; bus: Bus; clock: () => Date; presence: Presence; latestSeq: () => string | null }) {
  const { messaging } = deps;

  /** The open conversations a typing frame is about: the one it names, or all those the two people share. */
  const typingAbout = async (userId: string, recipientId: string, bookingId: string | undefined): Promise<string[]> => {
    if (bookingId === undefined) return messaging.sharedConversations(userId, recipientId);
    const booking = await messaging.factsFor(bookingId, userId);
    return recipientId === booking.clientId || recipientId === booking.cleanerId ? [bookingId] : [];
  };

  return async (client: PresenceSocket & { role: string }, frame: ClientFrame): Promise<unknown[]> => {
    switch (frame.type) {
      case 'PING':
        // The socket's heartbeat: its presence entry lasts another PRESENCE_TTL_MS.
        await deps.presence.heartbeat(client);
        // `seq`: everything up to there was handed to this socket (the next reconnect starts from it).
        return [{ type: 'PONG', timestamp: frame.timestamp ?? null, serverTime: Date.now(), seq: deps.latestSeq() }];
      case 'REQUEST_UNREAD_COUNT':
        return [unreadUpdate(await messaging.unread(client.userId))];
      case 'REQUEST_CONVERSATIONS':
        return [{ type: 'CONVERSATIONS_UPDATE', conversations: client.role === 'admin' ? [] : await messaging.conversations(client.userId) }];
      case 'REQUEST_ADMIN_MESSAGES':
        // An admin writes them and has none to read.
        return [client.role === 'admin' ? { type: 'ADMIN_UNREAD_COUNT_UPDATE', count: 0 } : adminUnreadUpdate(await messaging.unread(client.userId))];
      case 'READ_RECEIPT': {
        const actor = actorFor(client.userId, deps.clock());
        if (frame.bookingId === undefined) await messaging.markReadByMessage(actor, frame.messageId);
        else await messaging.markRead(actor, frame.bookingId, frame.messageId);
        return [];
      }
      case 'USER_TYPING': {
        const bookingIds = await typingAbout(client.userId, frame.recipientId, frame.bookingId);
        const [bookingId] = bookingIds;
        // Nobody to tell: answered as a booking that is not the sender's.
        if (bookingId === undefined) throw new NotAParticipantError();
        const typing: LivePublication = {
          userIds: [frame.recipientId],
          message: { type: 'USER_TYPING', bookingId, bookingIds, senderId: client.userId, isTyping: frame.isTyping, timestamp: frame.timestamp ?? null },
          readModel: 'conversations',
        };
        await deps.bus.publish(LIVE_CHANNEL, typing);
        return [];
      }
      case 'SET_PRESENCE':
        // Told to the other people of the sender's confirmed bookings (nobody else); nothing comes back.
        await deps.presence.set(client, frame.status);
        return [];
    }
  };
}
