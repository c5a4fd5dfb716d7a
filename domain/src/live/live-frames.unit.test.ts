import { describe, expect, it } from 'vitest';
import { readClientFrame } from './live-frames';

const BOOKING = '0b6c1b5e-6f0a-4d8e-9a43-2f1d3c4b5a69';
const PERSON = '7d1f0c2e-3b4a-4c5d-8e6f-9a0b1c2d3e4f';
const read = (frame: unknown) => readClientFrame(JSON.stringify(frame));

describe('reading a client frame of /ws/messages', () => {
  it("reads the SPEC's read receipt (message and timestamp) and the app's (with its booking)", () => {
    expect(read({ type: 'READ_RECEIPT', messageId: 'm-1', timestamp: 1_700_000_000_000 })).toEqual({ ok: true, frame: { type: 'READ_RECEIPT', messageId: 'm-1', timestamp: 1_700_000_000_000 } });
    expect(read({ type: 'READ_RECEIPT', messageId: 'm-1', bookingId: BOOKING })).toEqual({ ok: true, frame: { type: 'READ_RECEIPT', messageId: 'm-1', bookingId: BOOKING } });
  });

  it("reads the SPEC's typing frame (recipient, isTyping, timestamp) and the app's (with its booking); unknown fields are dropped", () => {
    expect(read({ type: 'USER_TYPING', recipientId: PERSON, isTyping: false, timestamp: 5, extra: 'x' })).toEqual({ ok: true, frame: { type: 'USER_TYPING', recipientId: PERSON, isTyping: false, timestamp: 5 } });
    expect(read({ type: 'USER_TYPING', recipientId: PERSON, isTyping: true, bookingId: BOOKING })).toEqual({ ok: true, frame: { type: 'USER_TYPING', recipientId: PERSON, isTyping: true, bookingId: BOOKING } });
  });

  it('refuses a read receipt or a typing frame out of shape as invalid', () => {
    for (const frame of [
      { type: 'READ_RECEIPT' },
      { type: 'READ_RECEIPT', messageId: 42 },
      { type: 'READ_RECEIPT', messageId: '' },
      { type: 'READ_RECEIPT', messageId: 'm-1', timestamp: 'now' },
      { type: 'READ_RECEIPT', messageId: 'm-1', bookingId: 'not-a-booking' },
      { type: 'READ_RECEIPT', messageId: 'm\u0000-1' },
      { type: 'READ_RECEIPT', messageId: 'm'.repeat(101) },
      { type: 'USER_TYPING', isTyping: true },
      { type: 'USER_TYPING', recipientId: PERSON },
      { type: 'USER_TYPING', recipientId: PERSON, isTyping: 'yes' },
      { type: 'USER_TYPING', recipientId: PERSON.toUpperCase(), isTyping: true },
      { type: 'USER_TYPING', recipientId: PERSON, isTyping: true, bookingId: 12 },
    ]) {
      expect(read(frame), JSON.stringify(frame)).toEqual({ ok: false, code: 'socket.invalid' });
    }
  });

  it('reads a ping (a timestamp that is not a number is dropped) and the three requests', () => {
    expect(read({ type: 'PING', timestamp: 42 })).toEqual({ ok: true, frame: { type: 'PING', timestamp: 42 } });
    expect(read({ type: 'PING', timestamp: 'soon' })).toEqual({ ok: true, frame: { type: 'PING' } });
    for (const type of ['REQUEST_UNREAD_COUNT', 'REQUEST_CONVERSATIONS', 'REQUEST_ADMIN_MESSAGES']) expect(read({ type })).toEqual({ ok: true, frame: { type } });
  });

  it('reads what a screen says of its person: online, away or busy; anything else (offline included) is invalid', () => {
    for (const status of ['online', 'away', 'busy']) expect(read({ type: 'SET_PRESENCE', status, extra: 1 })).toEqual({ ok: true, frame: { type: 'SET_PRESENCE', status } });
    for (const frame of [{ type: 'SET_PRESENCE' }, { type: 'SET_PRESENCE', status: 'offline' }, { type: 'SET_PRESENCE', status: 'ONLINE' }, { type: 'SET_PRESENCE', status: 1 }, { type: 'SET_PRESENCE', status: null }]) {
      expect(read(frame), JSON.stringify(frame)).toEqual({ ok: false, code: 'socket.invalid' });
    }
  });

  it('tells text that is no JSON object from a type nobody knows', () => {
    expect(readClientFrame('not json')).toEqual({ ok: false, code: 'socket.unparsable' });
    for (const raw of ['null', '42', '"PING"', '[{"type":"PING"}]']) expect(readClientFrame(raw)).toEqual({ ok: false, code: 'socket.unparsable' });
    for (const frame of [{}, { type: 'NEW_MESSAGE' }, { type: 'toString' }, { type: 7 }]) expect(read(frame)).toEqual({ ok: false, code: 'socket.unknown-type' });
  });
});
