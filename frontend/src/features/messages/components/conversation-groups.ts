/**
 * The messages page's two lists: the conversations with at least one message, as they come (the latest first), and
 * the bookings one can write about and has not yet (confirmed or under way), the soonest first. A past booking
 * without a message is left out: its conversation stays a click away on the booking's page.
 */
type Conversation = { booking: { startsAt: string; status: string }; lastMessage: unknown };

const OPEN_TO_WRITE = new Set(['confirmed', 'in_progress']);

export function groupConversations<T extends Conversation>(items: readonly T[]): { started: T[]; canStart: T[] } {
  const started = items.filter((item) => item.lastMessage !== null);
  const canStart = items
    .filter((item) => item.lastMessage === null && OPEN_TO_WRITE.has(item.booking.status))
    .sort((a, b) => a.booking.startsAt.localeCompare(b.booking.startsAt));
  return { started, canStart };
}
