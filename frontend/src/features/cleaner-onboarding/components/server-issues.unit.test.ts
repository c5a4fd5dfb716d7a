import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { serverFieldErrors } from './server-issues';

describe('server field messages', () => {
  it('puts each message on the form field its path names, a field in cents on the field of the dollars typed', () => {
    const error = new ApiError('http', 400, 'Bad Request', {
      code: 'validation',
      message: 'Le taux horaire doit être compris entre 17 et 199',
      issues: [
        { field: 'hourlyRateCents', message: 'Le taux horaire doit être compris entre 17 et 199' },
        { field: 'fixedPricesCents.house', message: 'Le tarif doit être compris entre 15 et 199' },
        { field: 'cleanerId', message: 'Valeur invalide.' },
      ],
    });
    expect(serverFieldErrors(error, ['hourlyRate', 'fixedPrices'])).toEqual([
      { name: ['hourlyRate'], errors: ['Le taux horaire doit être compris entre 17 et 199'] },
      { name: ['fixedPrices', 'house'], errors: ['Le tarif doit être compris entre 15 et 199'] },
    ]);
  });

  it('gives nothing for other failures', () => {
    expect(serverFieldErrors(new ApiError('http', 409, 'Conflict', { code: 'x', message: 'Non' }), ['hourlyRate'])).toEqual([]);
    expect(serverFieldErrors(new Error('boom'), ['hourlyRate'])).toEqual([]);
  });
});
