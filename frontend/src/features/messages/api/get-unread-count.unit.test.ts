import { describe, expect, it } from 'vitest';
import { UNREAD_FAILURE_LIMIT, afterUnreadFailure, parseUnreadCount } from './get-unread-count';

describe('unread count', () => {
  it('reads a positive count and treats anything else as none', () => {
    expect(parseUnreadCount({ count: 3 })).toBe(3);
    expect(parseUnreadCount({ count: -1 })).toBe(0);
    expect(parseUnreadCount({ count: '3' })).toBe(0);
    expect(parseUnreadCount(null)).toBe(0);
  });

  it('asks again after a first and a second failure, later each time', () => {
    expect(afterUnreadFailure(1)).toEqual({ retryInMs: 5_000 });
    expect(afterUnreadFailure(2)).toEqual({ retryInMs: 10_000 });
  });

  it('stops at the third failure in a row, so that the failure is said', () => {
    expect(UNREAD_FAILURE_LIMIT).toBe(3);
    expect(afterUnreadFailure(3)).toBe('stop');
    expect(afterUnreadFailure(4)).toBe('stop');
  });
});
