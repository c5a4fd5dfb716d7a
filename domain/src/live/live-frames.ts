import * as v from 'valibot';
import { line, object } from '../shared/schema';
import { CHOSEN_PRESENCES } from './presence';

/**
 * What a browser or another client may send on `/ws/messages` (SPEC 7; docs/api/messages.md), checked as every input
 * is. `READ_RECEIPT` and `USER_TYPING` come in two shapes: the SPEC's (`{ messageId, timestamp }`, `{ recipientId,
 * isTyping, timestamp }`: the server finds the booking) and the app's, which names its booking (`bookingId`).
 */

/** Ids the server made with randomUUID (people, bookings), as it writes them: another spelling names nothing. */
const LOWERCASE_UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const serverId = () => v.pipe(line(), v.regex(LOWERCASE_UUID));
/** A message's id: chosen by its sender's screen (a UUID), kept as text, so as the REST read-mark takes it. */
const messageId = () => v.pipe(line(), v.minLength(1), v.maxLength(100));
/** The sender's clock (milliseconds since 1970), as the SPEC's frames carry it. */
const timestamp = () => v.optional(v.pipe(v.number(), v.finite()));

export const PingFrameSchema = object({
  type: v.literal('PING'),
  // Echoed in the PONG when it is a number; anything else is answered with null, as before there were schemas.
  timestamp: v.fallback(v.optional(v.pipe(v.number(), v.finite())), undefined),
});
export const RequestFrameSchema = object({ type: v.picklist(['REQUEST_UNREAD_COUNT', 'REQUEST_CONVERSATIONS', 'REQUEST_ADMIN_MESSAGES']) });
export const ReadReceiptFrameSchema = object({ type: v.literal('READ_RECEIPT'), messageId: messageId(), bookingId: v.optional(serverId()), timestamp: timestamp() });
export const UserTypingFrameSchema = object({ type: v.literal('USER_TYPING'), recipientId: serverId(), isTyping: v.boolean(), bookingId: v.optional(serverId()), timestamp: timestamp() });

/** What the sender's screen says of them (presence: online, away after 5 minutes idle or hidden, busy by choice). */
export const SetPresenceFrameSchema = object({ type: v.literal('SET_PRESENCE'), status: v.picklist(CHOSEN_PRESENCES) });

export const ClientFrameSchema = v.union([PingFrameSchema, RequestFrameSchema, ReadReceiptFrameSchema, UserTypingFrameSchema, SetPresenceFrameSchema]);
/** A frame as the server reads it. */
export type ClientFrame = v.InferOutput<typeof ClientFrameSchema>;
/** A frame as a client writes it. */
export type ClientFrameInput = v.InferInput<typeof ClientFrameSchema>;

export const CLIENT_FRAME_TYPES = ['PING', 'REQUEST_UNREAD_COUNT', 'REQUEST_CONVERSATIONS', 'REQUEST_ADMIN_MESSAGES', 'READ_RECEIPT', 'USER_TYPING', 'SET_PRESENCE'] as const;

/** Why a frame is refused: not a JSON object, a type nobody knows, or a known type with fields out of shape. */
export type FrameRefusal = 'socket.unparsable' | 'socket.unknown-type' | 'socket.invalid';

const SCHEMAS = {
  PING: PingFrameSchema,
  REQUEST_UNREAD_COUNT: RequestFrameSchema,
  REQUEST_CONVERSATIONS: RequestFrameSchema,
  REQUEST_ADMIN_MESSAGES: RequestFrameSchema,
  READ_RECEIPT: ReadReceiptFrameSchema,
  USER_TYPING: UserTypingFrameSchema,
  SET_PRESENCE: SetPresenceFrameSchema,
} as const satisfies Record<(typeof CLIENT_FRAME_TYPES)[number], v.GenericSchema>;

const isFrameType = (type: unknown): type is keyof typeof SCHEMAS => typeof type === 'string' && Object.hasOwn(SCHEMAS, type);

/** A client frame's text, read: the frame, or the refusal the socket answers with (`ERROR { code }`). */
export function readClientFrame(raw: string): { ok: true; frame: ClientFrame } | { ok: false; code: FrameRefusal } {
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return { ok: false, code: 'socket.unparsable' };
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return { ok: false, code: 'socket.unparsable' };
  const type = (parsed as { type?: unknown }).type;
  if (!isFrameType(type)) return { ok: false, code: 'socket.unknown-type' };
  const result = v.safeParse(SCHEMAS[type], parsed);
  return result.success ? { ok: true, frame: result.output } : { ok: false, code: 'socket.invalid' };
}
