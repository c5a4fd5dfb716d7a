import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { CONTROL_CHARACTERS, isCleanText, line, object, record, text } from './schema';

const messageOf = (schema: v.GenericSchema, input: unknown) => {
  const result = v.safeParse(schema, input);
  return result.success ? null : result.issues[0]!.message;
};

describe('text that enters the system', () => {
  it.each([
    ['a zero byte', 'a\u0000b'],
    ['a bell', 'ding\u0007'],
    ['an escape sequence', '\u001b[31mrouge'],
    ['a vertical tab', 'a\u000bb'],
    ['DEL', 'a\u007f'],
    ['a C1 control (NEL)', 'a\u0085b'],
    ['a lone high surrogate', 'a\ud800b'],
    ['a lone low surrogate at the start', '\udc00b'],
  ])('refuses %s, on one line or many', (_, value) => {
    expect(isCleanText(value)).toBe(false);
    expect(messageOf(text(), value)).toBe(CONTROL_CHARACTERS);
    expect(messageOf(line(), value)).toBe(CONTROL_CHARACTERS);
  });

  it('takes tabs and line breaks in text that spans lines, but not on one line', () => {
    for (const value of ['a\tb', 'première ligne\nseconde', 'fin\r\n']) {
      expect(messageOf(text(), value)).toBeNull();
      expect(messageOf(line(), value)).toBe(CONTROL_CHARACTERS);
    }
    expect(messageOf(line(), 'a\u2028b')).toBe(CONTROL_CHARACTERS);
  });

  it('takes every printable text: accents, emoji (a surrogate pair), non-Latin scripts', () => {
    for (const value of ['Anne-Marie Côté', 'Ménage 🧹✨', '日本語', 'Ünïcødé ß', "l'été — « propre »", '']) {
      expect(messageOf(line(), value)).toBeNull();
      expect(messageOf(text(), value)).toBeNull();
    }
  });

  it('keeps the type message for what is not a string', () => {
    expect(messageOf(line('validation.name.required'), 42)).toBe('validation.name.required');
  });
});

describe('objects', () => {
  const Schema = object({ name: v.optional(line()) }, 'validation.invalid');

  it('refuses a list where an object is expected (valibot alone reads [] as {})', () => {
    expect(v.safeParse(v.object({ name: v.optional(v.string()) }), []).success).toBe(true);
    expect(messageOf(Schema, [])).toBe('validation.invalid');
    expect(messageOf(Schema, [{ name: 'x' }])).toBe('validation.invalid');
    expect(messageOf(Schema, null)).toBe('validation.invalid');
    expect(messageOf(Schema, 'texte')).toBe('validation.invalid');
  });

  it('reads an object as valibot does', () => {
    expect(v.parse(Schema, { name: 'Léa', extra: 1 })).toEqual({ name: 'Léa' });
    expect(messageOf(Schema, { name: 'L\u0000a' })).toBe(CONTROL_CHARACTERS);
  });

  it('refuses a list for a record too', () => {
    const Prices = record(v.picklist(['house', 'condo']), v.number());
    expect(messageOf(Prices, [])).not.toBeNull();
    expect(v.parse(Prices, { house: 120 })).toEqual({ house: 120 });
  });
});
