import { describe, expect, it } from 'vitest';
import type { BookingPhoto } from '../api/booking-types';
import { canPublishToGallery, PHOTO_ACCEPT, photoProblem, photosOfPhase } from './photo-checks';

const MB = 1024 * 1024;

describe('photo checks before sending', () => {
  it('accepts JPG and PNG up to 10 MB', () => {
    expect(photoProblem({ name: 'cuisine.jpg', type: 'image/jpeg', size: 10 * MB })).toBeNull();
    expect(photoProblem({ name: 'bain.PNG', type: 'image/png', size: 1 })).toBeNull();
  });

  it('refuses other types, larger files and empty files', () => {
    expect(photoProblem({ name: 'scan.pdf', type: 'application/pdf', size: MB })).toBe('invalid-type');
    expect(photoProblem({ name: 'photo.heic', type: 'image/heic', size: MB })).toBe('invalid-type');
    expect(photoProblem({ name: 'big.jpg', type: 'image/jpeg', size: 10 * MB + 1 })).toBe('too-large');
    expect(photoProblem({ name: 'empty.png', type: 'image/png', size: 0 })).toBe('empty');
  });

  it('judges on the extension when the browser names no type', () => {
    expect(photoProblem({ name: 'salon.jpeg', type: '', size: MB })).toBeNull();
    expect(photoProblem({ name: 'salon', type: '', size: MB })).toBe('invalid-type');
  });

  it('offers only JPG and PNG in the file chooser', () => {
    expect(PHOTO_ACCEPT).toBe('image/jpeg,image/png,.jpg,.jpeg,.png');
  });

  it('sorts photos into before and after', () => {
    const photo = (id: string, phase: BookingPhoto['phase']): BookingPhoto => ({ id, phase, taskId: null, url: `/${id}`, thumbnailUrl: `/${id}/thumbnail` });
    const photos = [photo('a', 'before'), photo('b', 'after'), photo('c', 'before')];
    expect(photosOfPhase(photos, 'before').map((item) => item.id)).toEqual(['a', 'c']);
    expect(photosOfPhase(photos, 'after').map((item) => item.id)).toEqual(['b']);
  });

  it('offers the gallery to the cleaner of a completed booking with photos allowed and both a before and an after photo', () => {
    const photo = (id: string, phase: BookingPhoto['phase']): BookingPhoto => ({ id, phase, taskId: null, url: `/${id}`, thumbnailUrl: `/${id}/thumbnail` });
    const both = [photo('a', 'before'), photo('b', 'after')];
    const booking = { status: 'completed' as const, photosAllowed: true, photos: both };
    expect(canPublishToGallery(booking, 'cleaner')).toBe(true);
    expect(canPublishToGallery(booking, 'client')).toBe(false);
    expect(canPublishToGallery({ ...booking, status: 'in_progress' }, 'cleaner')).toBe(false);
    expect(canPublishToGallery({ ...booking, photosAllowed: false }, 'cleaner')).toBe(false);
    expect(canPublishToGallery({ ...booking, photos: [photo('a', 'before')] }, 'cleaner')).toBe(false);
    expect(canPublishToGallery({ ...booking, photos: [photo('b', 'after')] }, 'cleaner')).toBe(false);
  });
});
