import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { validationFieldErrors } from './server-issues';

describe('a refused body as field errors', () => {
  it('puts each issue under its field, and leaves out fields the form does not have', () => {
    const refused = new ApiError('http', 400, 'Bad Request', {
      code: 'validation', message: 'Choisissez la personne à qui écrire.',
      issues: [{ field: 'recipientId', message: 'Choisissez la personne à qui écrire.' }, { field: 'text', message: 'Trop long' }, { field: 'other', message: 'x' }],
    });
    expect(validationFieldErrors(refused, ['recipientId', 'text'])).toEqual([
      { name: ['recipientId'], errors: ['Choisissez la personne à qui écrire.'] },
      { name: ['text'], errors: ['Trop long'] },
    ]);
  });
  it('gives nothing for another refusal or a network failure', () => {
    expect(validationFieldErrors(new ApiError('http', 404, 'Not Found', { code: 'admin-messages.user-not-found', message: 'x' }), ['text'])).toEqual([]);
    expect(validationFieldErrors(new Error('offline'), ['text'])).toEqual([]);
  });
});
