import { describe, expect, it } from 'vitest';
import { emptiesField } from './keyboard-clear';

describe('clearing a picker from its text', () => {
  it('clears when Delete or Backspace erases all of the selected text', () => {
    expect(emptiesField('Delete', '2026-11-30', 0, 10)).toBe(true);
    expect(emptiesField('Backspace', '10 h 00', 0, 7)).toBe(true);
  });

  it('clears a field whose text is already erased, or loses its last character', () => {
    expect(emptiesField('Backspace', '', 0, 0)).toBe(true);
    expect(emptiesField('Backspace', '2', 1, 1)).toBe(true);
    expect(emptiesField('Delete', '2', 0, 0)).toBe(true);
  });

  it('keeps the value while some text is left, and for any other key', () => {
    expect(emptiesField('Backspace', '2026-11-30', 10, 10)).toBe(false);
    expect(emptiesField('Delete', '2026-11-30', 0, 4)).toBe(false);
    expect(emptiesField('Delete', '2', 1, 1)).toBe(false);
    expect(emptiesField('Escape', '2026-11-30', 0, 10)).toBe(false);
    expect(emptiesField('a', '', 0, 0)).toBe(false);
  });
});
