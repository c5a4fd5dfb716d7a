import { describe, expect, it } from 'vitest';
import { kindsFor } from './email-preferences-form';

describe('the e-mail choices shown', () => {
  it('offers new requests to cleaners only; booking updates, payments and messages to both', () => {
    expect(kindsFor('cleaner')).toEqual(['requests', 'bookingUpdates', 'payments', 'messages']);
    expect(kindsFor('client')).toEqual(['bookingUpdates', 'payments', 'messages']);
  });
});
