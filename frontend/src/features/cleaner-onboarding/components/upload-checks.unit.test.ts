import { describe, expect, it } from 'vitest';
import { acceptAttribute, uploadProblem } from './upload-checks';

const MB = 1024 * 1024;

describe('upload pre-checks', () => {
  it('accepts PDF, JPG and PNG documents up to 10 MB', () => {
    expect(uploadProblem({ name: 'permis.pdf', type: 'application/pdf', size: 2 * MB }, 'document')).toBeNull();
    expect(uploadProblem({ name: 'id.JPG', type: 'image/jpeg', size: 10 * MB }, 'document')).toBeNull();
    expect(uploadProblem({ name: 'scan.png', type: 'image/png', size: 1 }, 'document')).toBeNull();
  });

  it('refuses other types, larger files and empty files', () => {
    expect(uploadProblem({ name: 'cv.docx', type: 'application/msword', size: MB }, 'document')).toBe('invalid-type');
    expect(uploadProblem({ name: 'big.pdf', type: 'application/pdf', size: 10 * MB + 1 }, 'document')).toBe('too-large');
    expect(uploadProblem({ name: 'empty.pdf', type: 'application/pdf', size: 0 }, 'document')).toBe('empty');
  });

  it('takes only JPG and PNG photos', () => {
    expect(uploadProblem({ name: 'me.pdf', type: 'application/pdf', size: MB }, 'photo')).toBe('invalid-type');
    expect(uploadProblem({ name: 'me.png', type: 'image/png', size: MB }, 'photo')).toBeNull();
  });

  it('judges on the extension when the browser names no type', () => {
    expect(uploadProblem({ name: 'scan.PDF', type: '', size: MB }, 'document')).toBeNull();
    expect(uploadProblem({ name: 'scan.heic', type: '', size: MB }, 'document')).toBe('invalid-type');
    expect(uploadProblem({ name: 'noextension', type: '', size: MB }, 'photo')).toBe('invalid-type');
  });

  it('offers the accepted types in the file chooser', () => {
    expect(acceptAttribute('photo')).toBe('image/jpeg,image/png,.jpg,.jpeg,.png');
    expect(acceptAttribute('document')).toContain('.pdf');
  });
});
