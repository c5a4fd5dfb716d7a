import { MAX_UPLOAD_BYTES } from '@weklean/domain';
import { describe, expect, it } from 'vitest';
import { PHOTO_ACCEPT, photoProblem } from './photo-checks';

describe('the profile photo checks before sending', () => {
  it('accepts a JPEG or PNG up to the upload limit, by its type or, without one, its extension', () => {
    expect(photoProblem({ name: 'moi.jpg', type: 'image/jpeg', size: 1000 })).toBeNull();
    expect(photoProblem({ name: 'moi.PNG', type: '', size: MAX_UPLOAD_BYTES })).toBeNull();
    expect(photoProblem({ name: 'moi.jpeg', type: '', size: 10 })).toBeNull();
  });
  it('refuses another type, an empty file and one over the limit, each with its reason', () => {
    expect(photoProblem({ name: 'cv.pdf', type: 'application/pdf', size: 1000 })).toBe('invalidType');
    expect(photoProblem({ name: 'moi.heic', type: '', size: 1000 })).toBe('invalidType');
    expect(photoProblem({ name: 'moi.jpg', type: 'image/jpeg', size: 0 })).toBe('empty');
    expect(photoProblem({ name: 'moi.jpg', type: 'image/jpeg', size: MAX_UPLOAD_BYTES + 1 })).toBe('tooLarge');
  });
  it('offers only JPEG and PNG in the file chooser', () => {
    expect(PHOTO_ACCEPT).toBe('image/jpeg,.jpg,.jpeg,image/png,.png');
  });
});
