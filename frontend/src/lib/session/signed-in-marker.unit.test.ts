import { describe, expect, it } from 'vitest';
import { hasSignedInMarker, shouldAskForCurrentUser } from './signed-in-marker';

describe('the signed-in marker', () => {
  it('is read among the cookies, by its exact name', () => {
    expect(hasSignedInMarker('weklean-lang=fr; weklean-signed-in=1')).toBe(true);
    expect(hasSignedInMarker('weklean-signed-in=1')).toBe(true);
    expect(hasSignedInMarker('weklean-lang=fr; weklean-theme=dark')).toBe(false);
    expect(hasSignedInMarker('not-weklean-signed-in=1')).toBe(false);
    expect(hasSignedInMarker('')).toBe(false);
  });

  it('leads the app to ask who is signed in only with the marker or a stored user', () => {
    expect(shouldAskForCurrentUser('', false)).toBe(false);
    expect(shouldAskForCurrentUser('weklean-lang=en', false)).toBe(false);
    expect(shouldAskForCurrentUser('weklean-signed-in=1', false)).toBe(true);
    expect(shouldAskForCurrentUser('', true)).toBe(true);
  });
});
