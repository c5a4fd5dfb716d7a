import { describe, expect, it } from 'vitest';
import { isEmailAddress, problemOfCode, signupProblems } from './newsletter-rules';

describe('newsletter sign-up rules', () => {
  it('accepts the addresses the server accepts and refuses the others', () => {
    expect(isEmailAddress('lea@example.com')).toBe(true);
    expect(isEmailAddress('lea.tremblay+news@mail.example.ca')).toBe(true);
    for (const bad of ['', 'lea', 'lea@', '@example.com', 'a@b', 'lea @example.com', 'lea@example..com', 'a@b@example.com', `${'x'.repeat(250)}@example.com`]) {
      expect(isEmailAddress(bad), bad).toBe(false);
    }
  });

  it('lists every problem in the server order', () => {
    expect(signupProblems({ email: ' lea@example.com ', topics: ['tips'], acceptTerms: true })).toEqual([]);
    expect(signupProblems({ email: 'nope', topics: [], acceptTerms: false })).toEqual(['invalid-email', 'topics', 'terms-required']);
    expect(signupProblems({ email: 'lea@example.com', topics: ['crypto'], acceptTerms: true })).toEqual(['topics']);
    expect(signupProblems({ email: 'lea@example.com', topics: ['offers'], acceptTerms: false })).toEqual(['terms-required']);
  });

  it("maps the server's codes to the form's fields", () => {
    expect(problemOfCode('newsletter.invalid-email')).toBe('invalid-email');
    expect(problemOfCode('newsletter.terms-required')).toBe('terms-required');
    expect(problemOfCode('newsletter.topics')).toBe('topics');
    expect(problemOfCode('newsletter.rate-limited')).toBeNull();
    expect(problemOfCode(undefined)).toBeNull();
  });
});
