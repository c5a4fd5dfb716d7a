import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { UpdateAccountSchema } from './account-schemas';
import { formatPhone, normalisePhone, PHONE_DIGITS, phoneProblem } from './phone-number';

describe('a person’s phone number', () => {
  it('keeps a North American number in E.164, however it was typed', () => {
    for (const typed of ['514 555-0199', '(514) 555-0199', '514.555.0199', '5145550199', '1 514 555 0199', '+1 (514) 555-0199', ' +15145550199 ']) {
      expect(normalisePhone(typed), typed).toBe('+15145550199');
    }
  });

  it('keeps a number of another country when it starts with + and its country code', () => {
    expect(normalisePhone('+33 6 12 34 56 78')).toBe('+33612345678');
    expect(normalisePhone('+44 20 7946 0958')).toBe('+442079460958');
  });

  it(`counts ${PHONE_DIGITS.min} to ${PHONE_DIGITS.max} digits, the country code included`, () => {
    expect(phoneProblem('555-0199')).toBe('validation.phone.digits');
    expect(phoneProblem('+33 6 12')).toBe('validation.phone.digits');
    expect(phoneProblem('+33 6 12 34 56 78 90 12 34')).toBe('validation.phone.digits');
    expect(phoneProblem('+861234567890123')).toBeNull();
  });

  it('refuses letters, an extension, a + inside, a North American area code or exchange starting with 0 or 1, and a foreign number without +', () => {
    for (const typed of ['514-555-CALL', '514 555 0199 ext 12', '514+5550199', '014 555 0199', '514 155 0199', '0033 6 12 34 56 78', '+0 514 555 0199', '']) {
      expect(phoneProblem(typed), typed).toBe('validation.phone.invalid');
      expect(normalisePhone(typed), typed).toBeNull();
    }
  });

  it('reads a North American number as people write it, and any other as stored', () => {
    expect(formatPhone('+15145550199')).toBe('+1 514 555-0199');
    expect(formatPhone('+33612345678')).toBe('+33612345678');
  });

  it('is normalised by the settings’ schema, removed by an empty text or null, and refused with its key', () => {
    expect(v.parse(UpdateAccountSchema, { phone: '(438) 555-0123' })).toEqual({ phone: '+14385550123' });
    expect(v.parse(UpdateAccountSchema, { phone: '  ' })).toEqual({ phone: null });
    expect(v.parse(UpdateAccountSchema, { phone: null })).toEqual({ phone: null });
    const refused = v.safeParse(UpdateAccountSchema, { phone: '555' });
    expect(refused.success).toBe(false);
    expect(refused.issues?.map((issue) => issue.message)).toEqual(['validation.phone.digits']);
    expect(v.safeParse(UpdateAccountSchema, { phone: 5145550199 }).issues?.map((issue) => issue.message)).toEqual(['validation.phone.invalid']);
  });
});
