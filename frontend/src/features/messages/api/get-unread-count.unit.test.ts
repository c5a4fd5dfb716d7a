import { describe, expect, it } from 'vitest';
import { parseUnreadCount } from './get-unread-count';

describe('unread count', () => {
  it('reads a positive count and treats anything else as none', () => {
    expect(parseUnreadCount({ count: 3 })).toBe(3);
    expect(parseUnreadCount({ count: -1 })).toBe(0);
    expect(parseUnreadCount({ count: '3' })).toBe(0);
    expect(parseUnreadCount(null)).toBe(0);
  });
});
