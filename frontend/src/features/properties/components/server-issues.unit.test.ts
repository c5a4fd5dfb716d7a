import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { serverFieldErrors } from './server-issues';

const fields = ['name', 'address', 'postalCode', 'bedrooms'];

describe('serverFieldErrors', () => {
  it('puts validation issues under the form fields, the postal code under its own', () => {
    const error = new ApiError('http', 400, 'Bad Request', {
      code: 'validation',
      message: 'Code postal invalide (format A1A 1A1)',
      issues: [
        { field: 'address.postalCode', message: 'Code postal invalide (format A1A 1A1)' },
        { field: 'address.city', message: 'La ville est obligatoire.' },
        { field: 'bedrooms', message: 'Entre 0 et 20.' },
        { field: 'unknown', message: 'ignored' },
      ],
    });
    expect(serverFieldErrors(error, fields)).toEqual([
      { name: ['postalCode'], errors: ['Code postal invalide (format A1A 1A1)'] },
      { name: ['address'], errors: ['La ville est obligatoire.'] },
      { name: ['bedrooms'], errors: ['Entre 0 et 20.'] },
    ]);
  });

  it('puts an address the server could not place under the address', () => {
    const message = 'Adresse introuvable: choisissez-la dans les suggestions';
    const error = new ApiError('http', 422, 'Unprocessable Entity', { code: 'property.address-not-found', message });
    expect(serverFieldErrors(error, fields)).toEqual([{ name: ['address'], errors: [message] }]);
  });

  it('puts a city the server does not know or cannot read under the city, each with its own message', () => {
    const withCity = [...fields, 'city'];
    const notFound = 'Ville introuvable : Weklean ne dessert que le Québec pour l’instant.';
    const invalid = 'Ville invalide : un nom de ville ne contient que des lettres.';
    expect(serverFieldErrors(new ApiError('http', 422, 'Unprocessable Entity', { code: 'property.city-not-found', message: notFound }), withCity)).toEqual([
      { name: ['city'], errors: [notFound] },
    ]);
    expect(serverFieldErrors(new ApiError('http', 400, 'Bad Request', { code: 'property.invalid-city', message: invalid }), withCity)).toEqual([
      { name: ['city'], errors: [invalid] },
    ]);
    const address = 'Adresse introuvable: choisissez-la dans les suggestions';
    expect(serverFieldErrors(new ApiError('http', 422, 'Unprocessable Entity', { code: 'property.address-not-found', message: address }), withCity)).toEqual([
      { name: ['address'], errors: [address] },
    ]);
  });

  it('puts a city refusal under the address when the form has no city field', () => {
    const message = 'Ville introuvable';
    expect(serverFieldErrors(new ApiError('http', 422, 'Unprocessable Entity', { code: 'property.city-not-found', message }), fields)).toEqual([
      { name: ['address'], errors: [message] },
    ]);
  });

  it('has nothing to say of other failures', () => {
    expect(serverFieldErrors(new ApiError('network', 0, 'Network error', null), fields)).toEqual([]);
    expect(serverFieldErrors(new Error('boom'), fields)).toEqual([]);
  });
});
