import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { attemptFor, composeFailure } from './compose-failure';

const texts = { fallback: 'Le message n’a pas pu être envoyé.', nonJson: 'Erreur du serveur.', network: 'Erreur réseau.' };

describe('a refused admin message on the form', () => {
  it('puts a refused body’s issues under their fields', () => {
    const refused = new ApiError('http', 400, 'Bad Request', {
      code: 'validation',
      message: 'Choisissez la personne à qui écrire.',
      issues: [{ field: 'recipientId', message: 'Choisissez la personne à qui écrire.' }],
    });
    expect(composeFailure(refused, texts)).toEqual({ kind: 'fields', fields: [{ name: 'recipientId', errors: ['Choisissez la personne à qui écrire.'] }] });
  });

  it('puts the domain’s refusals under the field they are about, in the server’s words', () => {
    const missing = new ApiError('http', 404, 'Not Found', { code: 'admin-messages.user-not-found', message: 'Utilisateur introuvable.' });
    const tooLong = new ApiError('http', 422, 'Unprocessable Entity', { code: 'admin-messages.subject-too-long', message: 'L’objet est trop long.' });
    const empty = new ApiError('http', 422, 'Unprocessable Entity', { code: 'admin-messages.text-required' });
    expect(composeFailure(missing, texts)).toEqual({ kind: 'fields', fields: [{ name: 'recipientId', errors: ['Utilisateur introuvable.'] }] });
    expect(composeFailure(tooLong, texts)).toEqual({ kind: 'fields', fields: [{ name: 'subject', errors: ['L’objet est trop long.'] }] });
    expect(composeFailure(empty, texts)).toEqual({ kind: 'fields', fields: [{ name: 'text', errors: [texts.fallback] }] });
  });

  it('says so on the form when there was no answer, or no field to blame', () => {
    expect(composeFailure(new ApiError('network', 0, 'Network error', null), texts)).toEqual({ kind: 'form', message: 'Erreur réseau.' });
    expect(composeFailure(new ApiError('timeout', 0, 'Request timed out', null), texts)).toEqual({ kind: 'form', message: 'Erreur réseau.' });
    expect(composeFailure(new ApiError('http', 403, 'Forbidden', { code: 'auth.forbidden', message: 'Accès refusé.' }), texts)).toEqual({ kind: 'form', message: 'Accès refusé.' });
    expect(composeFailure(new ApiError('non-json', 502, 'Bad Gateway', '<html>'), texts)).toEqual({ kind: 'form', message: 'Erreur du serveur.' });
  });
});

describe('the id of a message being sent', () => {
  const payload = { recipientId: 'u-1', subject: 'Assurance', text: 'Bonjour' };
  const ids = (...values: string[]) => () => values.shift() ?? 'none';

  it('stays the same when the same message is sent again (a retry)', () => {
    const first = attemptFor(null, payload, ids('m-1'));
    expect(attemptFor(first, { ...payload }, ids('m-2')).id).toBe('m-1');
  });

  it('is new as soon as the recipient, the subject or the text differs', () => {
    const first = attemptFor(null, payload, ids('m-1'));
    expect(attemptFor(first, { ...payload, recipientId: 'u-2' }, ids('m-2')).id).toBe('m-2');
    expect(attemptFor(first, { ...payload, subject: '' }, ids('m-3')).id).toBe('m-3');
    expect(attemptFor(first, { ...payload, text: 'Bonjour!' }, ids('m-4')).id).toBe('m-4');
  });
});
