import { describe, expect, it } from 'vitest';
import { initialsOf } from './initials';

describe('initialsOf', () => {
  it('takes the first letter of the first two words', () => {
    expect(initialsOf('Luc T.')).toBe('LT');
    expect(initialsOf('Marc-André Gagnon')).toBe('MG');
    expect(initialsOf('Sophie Tremblay Roy')).toBe('ST');
  });

  it('writes them in capitals, accents kept', () => {
    expect(initialsOf('émilie n.')).toBe('ÉN');
  });

  it('skips what is not a letter', () => {
    expect(initialsOf('  (Luc)   — T. ')).toBe('LT');
  });

  it('gives one letter for one word and a sign for no letter at all, never nothing', () => {
    expect(initialsOf('Guylaine')).toBe('G');
    expect(initialsOf('')).toBe('?');
    expect(initialsOf(' 42 ')).toBe('?');
  });
});
