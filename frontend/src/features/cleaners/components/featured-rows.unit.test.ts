import { describe, expect, it } from 'vitest';
import { popularBesides } from './featured-rows';

const cards = (...slugs: string[]) => slugs.map((slug) => ({ slug }));

describe('popularBesides', () => {
  it('leaves out the cleaners the recommended row shows, keeping popular’s order', () => {
    expect(popularBesides(cards('a', 'b', 'c', 'd', 'e'), { data: cards('b', 'd'), failed: false }, 8)).toEqual(cards('a', 'c', 'e'));
  });

  it('fills a row from the rest when every first one is already recommended', () => {
    const popular = cards('a', 'b', 'c', 'd', 'e', 'f');
    expect(popularBesides(popular, { data: cards('a', 'b', 'c'), failed: false }, 2)).toEqual(cards('d', 'e'));
  });

  it('waits while the recommended row is unknown, and shows popular as it is when that row failed', () => {
    expect(popularBesides(cards('a', 'b'), { data: undefined, failed: false }, 8)).toBeNull();
    expect(popularBesides(cards('a', 'b', 'c'), { data: undefined, failed: true }, 2)).toEqual(cards('a', 'b'));
  });
});
