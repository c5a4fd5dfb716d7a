import { describe, expect, it } from 'vitest';
import { parseCleanerCard, parseCleanerItems, parseCleanerProfile } from './parse-cleaner';

const card = {
  slug: 'marie-t',
  name: 'Marie T.',
  city: 'Laval',
  cityId: 'laval',
  regionId: 'laval',
  rating: 4.8,
  reviewCount: 12,
  yearsOfExperience: 6,
  serviceTypes: ['basic', 'deep'],
  hourlyRate: 32,
  fromPrice: 90,
  languages: ['fr', 'en'],
  verified: true,
  avatarUrl: null,
  availabilityLabel: 'busy',
  ecoCertified: false,
  petsTolerated: ['cats'],
};

describe('cleaner answers', () => {
  it('reads a card as the API sends it', () => {
    expect(parseCleanerCard(card)).toEqual(card);
  });

  it('leaves out values it does not know rather than showing them raw', () => {
    const parsed = parseCleanerCard({ ...card, serviceTypes: ['basic', 'windows'], availabilityLabel: 'asleep', languages: ['de'] });
    expect(parsed?.serviceTypes).toEqual(['basic']);
    expect(parsed?.availabilityLabel).toBeNull();
    expect(parsed?.languages).toEqual([]);
  });

  it('drops a card without slug or name, and fails on an answer without items', () => {
    expect(parseCleanerItems({ items: [card, { name: 'No slug' }] })).toHaveLength(1);
    expect(() => parseCleanerItems({ cleaners: [] })).toThrow();
  });

  it('reads a profile, keeping only well-formed slots and known property prices', () => {
    const profile = parseCleanerProfile({
      ...card,
      bio: 'Bonjour',
      fixedPrices: { house: 120, castle: 900 },
      availability: {
        label: 'available',
        slots: [
          { date: '2026-06-25', startTime: '08:00', endTime: '12:00', status: 'available' },
          { date: '25/06/2026', startTime: '08:00', endTime: '12:00', status: 'available' },
        ],
      },
    });
    expect(profile?.fixedPrices).toEqual({ house: 120 });
    expect(profile?.availability.label).toBe('available');
    expect(profile?.availability.slots).toHaveLength(1);
    expect(profile?.gallery).toEqual([]);
  });
});
