import { describe, expect, it } from 'vitest';
import { CODE_FAILURE_KEY } from './code-failure';

describe('the text of a failed code action', () => {
  it('calls a failed replacement or renewal a failure to generate a code', () => {
    expect(CODE_FAILURE_KEY.replace).toBe('referrals:generateFailed');
    expect(CODE_FAILURE_KEY.renew).toBe('referrals:generateFailed');
  });

  it('calls a failed deactivation or reactivation a failure to update the code', () => {
    expect(CODE_FAILURE_KEY.deactivate).toBe('referrals:updateFailed');
    expect(CODE_FAILURE_KEY.reactivate).toBe('referrals:updateFailed');
  });
});
