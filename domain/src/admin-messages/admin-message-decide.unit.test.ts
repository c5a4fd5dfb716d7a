import { describe, expect, it } from 'vitest';
import { deciderSpec } from '../testing/decider-spec';
import type { AdminMessageCommand } from './admin-message-commands';
import { adminInboxDecider, adminUnreadOf, evolveAdminInbox, initialAdminInboxState } from './admin-message-decide';
import { AdminMessageNotFoundError, AdminMessageSubjectTooLongError, AdminMessageTextRequiredError, AdminMessageTooLongError } from './admin-message-errors';
import type { AdminMessageEvent } from './admin-message-events';

const spec = deciderSpec(adminInboxDecider, expect);
const ADMIN = 'admin-1';
const USER = 'cleaner-1';
const NOW = '2026-11-25T15:00:00.000Z';
const send = (messageId: string, text: string, subject = ''): AdminMessageCommand => ({
  type: 'SendAdminMessage', data: { messageId, recipientId: USER, recipientRole: 'cleaner', subject, text }, metadata: { userId: ADMIN, now: NOW },
});
const read = (messageId: string, by = USER): AdminMessageCommand => ({ type: 'ReadAdminMessage', data: { recipientId: USER, messageId }, metadata: { userId: by, now: NOW } });
const sent = (messageId: string, text: string, subject = ''): AdminMessageEvent => ({
  type: 'AdminMessageSent', data: { messageId, recipientId: USER, recipientRole: 'cleaner', adminId: ADMIN, subject, text, sentAt: NOW },
});
const wasRead = (messageId: string): AdminMessageEvent => ({ type: 'AdminMessageRead', data: { messageId, recipientId: USER, adminId: ADMIN, readAt: NOW } });

describe("a person's inbox of messages from the platform", () => {
  it('takes a message from an admin, subject and text trimmed, the subject optional', () => {
    spec.given([]).when(send('m1', '  Votre pièce d’identité est approuvée.  ', ' Vérification ')).then([sent('m1', 'Votre pièce d’identité est approuvée.', 'Vérification')]);
    spec.given([]).when(send('m1', 'Bienvenue')).then([sent('m1', 'Bienvenue')]);
  });
  it('refuses an empty text, a text or a subject too long', () => {
    spec.given([]).when(send('m1', '  \n ')).thenThrows(AdminMessageTextRequiredError);
    spec.given([]).when(send('m1', 'x'.repeat(5001))).thenThrows(AdminMessageTooLongError);
    spec.given([]).when(send('m1', 'Bonjour', 's'.repeat(151))).thenThrows(AdminMessageSubjectTooLongError);
  });
  it('keeps one message per id: a retry sends nothing twice', () => {
    spec.given([sent('m1', 'Bienvenue')]).when(send('m1', 'Bienvenue')).then([]);
  });
  it('is read by its owner once, and by nobody else', () => {
    spec.given([sent('m1', 'Bienvenue')]).when(read('m1')).then([wasRead('m1')]);
    spec.given([sent('m1', 'Bienvenue'), wasRead('m1')]).when(read('m1')).then([]);
    spec.given([sent('m1', 'Bienvenue')]).when(read('m2')).thenThrows(AdminMessageNotFoundError);
    spec.given([sent('m1', 'Bienvenue')]).when(read('m1', 'someone-else')).thenThrows(AdminMessageNotFoundError);
    spec.given([sent('m1', 'Bienvenue')]).when(read('m1', ADMIN)).thenThrows(AdminMessageNotFoundError);
  });
  it('counts what is unread', () => {
    const state = [sent('m1', 'a'), sent('m2', 'b'), wasRead('m1'), sent('m3', 'c')].reduce(evolveAdminInbox, initialAdminInboxState);
    expect(adminUnreadOf(state)).toBe(2);
  });
});
