import { describe, expect, it } from 'vitest';
import { missingCategories } from './reviews-api';

describe('a review being written', () => {
  it('names the categories still to rate (every one, from 1 to 5)', () => {
    expect(missingCategories({})).toHaveLength(7);
    expect(missingCategories({ cleanliness: 5, quality: 4, reliability: 4, punctuality: 5, communication: 3, professionalism: 5 })).toEqual(['overall']);
    expect(missingCategories({ cleanliness: 0, quality: 4, reliability: 4, punctuality: 5, communication: 3, professionalism: 5, overall: 5 })).toEqual(['cleanliness']);
    expect(missingCategories({ cleanliness: 5, quality: 4, reliability: 4, punctuality: 5, communication: 3, professionalism: 5, overall: 5 })).toEqual([]);
  });
});
