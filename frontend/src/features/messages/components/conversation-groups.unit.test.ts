import { describe, expect, it } from 'vitest';
import { groupConversations } from './conversation-groups';

const item = (id: string, status: string, startsAt: string, lastMessage: { text: string } | null) => ({ id, booking: { status, startsAt }, lastMessage });

describe('groupConversations', () => {
  it('lists only the conversations with a message, in their order', () => {
    const items = [item('a', 'completed', '2026-11-01T14:00:00Z', { text: 'Merci!' }), item('b', 'confirmed', '2026-12-05T18:00:00Z', null), item('c', 'confirmed', '2026-11-30T18:00:00Z', { text: 'Bonjour' })];
    expect(groupConversations(items).started.map((entry) => entry.id)).toEqual(['a', 'c']);
  });

  it('offers to start one for each booking still to come, the soonest first, and not for a past one', () => {
    const items = [
      item('later', 'confirmed', '2026-12-20T14:00:00Z', null),
      item('past', 'completed', '2026-10-01T14:00:00Z', null),
      item('now', 'in_progress', '2026-12-01T14:00:00Z', null),
      item('talked', 'confirmed', '2026-12-02T14:00:00Z', { text: 'Oui' }),
    ];
    expect(groupConversations(items).canStart.map((entry) => entry.id)).toEqual(['now', 'later']);
  });
});
