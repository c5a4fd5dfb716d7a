import { performance } from 'node:perf_hooks';
import { describe, expect, it } from 'vitest';
import { DISGUISED_NUMBERS, ORDINARY_TEXTS } from './phone-corpus';
import { containsPhoneNumber, normalisePhoneText } from './phone-numbers';

describe('the phone-number corpus', () => {
  it('holds at least 150 disguised numbers and 50 ordinary texts', () => {
    expect(DISGUISED_NUMBERS.length).toBeGreaterThanOrEqual(150);
    expect(ORDINARY_TEXTS.length).toBeGreaterThanOrEqual(50);
  });

  it('refuses every disguised number', () => {
    const missed = DISGUISED_NUMBERS.filter((text) => !containsPhoneNumber(text)).map((text) => `${text} (read as "${normalisePhoneText(text)}")`);
    expect(missed).toEqual([]);
  });

  it('lets every ordinary text through', () => {
    const refused = ORDINARY_TEXTS.filter((text) => containsPhoneNumber(text)).map((text) => `${text} (read as "${normalisePhoneText(text)}")`);
    expect(refused).toEqual([]);
  });

  it('reads a 2,000-character message in time linear to its length (measured, printed, not asserted in ms)', () => {
    // Each text closed by a word, so that the numbers of two texts do not run into each other.
    const ordinary = ORDINARY_TEXTS.join(' Merci. ');
    const message = ordinary.repeat(Math.ceil(2000 / ordinary.length)).slice(0, 2000);
    const hostile = ['5 ', '(', 'cinq', 'fivеοne', 'l', '𝟓', '-', ' et '].join('').repeat(80).slice(0, 2000);
    const lettersRun = 'cinq'.repeat(500);
    const timing = (text: string) => {
      for (let warmUp = 0; warmUp < 20; warmUp += 1) containsPhoneNumber(text);
      const rounds = 50;
      const started = performance.now();
      for (let round = 0; round < rounds; round += 1) containsPhoneNumber(text);
      return (performance.now() - started) / rounds;
    };
    const [ordinaryMs, hostileMs, lettersMs] = [timing(message), timing(hostile), timing(lettersRun)];
    console.info(`phone rule on 2,000 characters: ordinary ${ordinaryMs.toFixed(3)} ms, hostile ${hostileMs.toFixed(3)} ms, run-together letters ${lettersMs.toFixed(3)} ms`);
    expect(message).toHaveLength(2000);
    expect(containsPhoneNumber(message)).toBe(false);
  });
});
