import { describe, expect, it } from 'vitest';
import { memoryStore } from '../storage';
import { CONSENT_STORAGE_KEY, createConsentStore, randomUuid, VISITOR_ID_STORAGE_KEY } from './consent';

const ID = '0b6f4d1e-2c3a-4b5d-8e6f-7a8b9c0d1e2f';

describe('the analytics consent', () => {
  it('shows the banner until the visitor chooses, and keeps no id before', () => {
    const storage = memoryStore();
    const consent = createConsentStore(storage, () => ID);
    expect(consent.getSnapshot()).toEqual({ choice: null, open: true });
    expect(consent.visitorId()).toBeNull();
    expect(storage.getItem(VISITOR_ID_STORAGE_KEY)).toBeNull();
  });

  it('remembers an acceptance and only then draws and keeps the visitor id', () => {
    const storage = memoryStore();
    const consent = createConsentStore(storage, () => ID);
    consent.choose('accepted');
    expect(consent.getSnapshot()).toEqual({ choice: 'accepted', open: false });
    expect(consent.visitorId()).toBe(ID);
    expect(storage.getItem(VISITOR_ID_STORAGE_KEY)).toBe(ID);
    expect(createConsentStore(storage, () => 'other').getSnapshot()).toEqual({ choice: 'accepted', open: false });
    expect(createConsentStore(storage, () => 'other').visitorId()).toBe(ID);
  });

  it('forgets the visitor id on a refusal and gives none after', () => {
    const storage = memoryStore();
    const consent = createConsentStore(storage, () => ID);
    consent.choose('accepted');
    consent.visitorId();
    consent.choose('refused');
    expect(storage.getItem(CONSENT_STORAGE_KEY)).toBe('refused');
    expect(storage.getItem(VISITOR_ID_STORAGE_KEY)).toBeNull();
    expect(consent.visitorId()).toBeNull();
  });

  it('opens the banner again from the footer link, keeping the choice until another is made, and tells its listeners', () => {
    const consent = createConsentStore(memoryStore(), () => ID);
    consent.choose('refused');
    let calls = 0;
    const unsubscribe = consent.subscribe(() => (calls += 1));
    consent.reopen();
    expect(consent.getSnapshot()).toEqual({ choice: 'refused', open: true });
    consent.choose('accepted');
    expect(consent.getSnapshot()).toEqual({ choice: 'accepted', open: false });
    expect(calls).toBe(2);
    unsubscribe();
  });

  it('ignores a stored value it does not know', () => {
    const storage = memoryStore();
    storage.setItem(CONSENT_STORAGE_KEY, 'maybe');
    expect(createConsentStore(storage).getSnapshot()).toEqual({ choice: null, open: true });
  });

  it('draws v4 UUIDs, with or without crypto.randomUUID (plain-HTTP pages lack it)', () => {
    const v4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
    expect(randomUuid()).toMatch(v4);
    const original = crypto.randomUUID;
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      expect(randomUuid()).toMatch(v4);
    } finally {
      Object.defineProperty(crypto, 'randomUUID', { value: original, configurable: true });
    }
  });
});
