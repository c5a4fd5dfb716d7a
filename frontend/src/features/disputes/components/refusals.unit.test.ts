import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { ANSWER_REFUSALS, DECISION_REFUSALS, OPEN_REFUSALS, readRefusal } from './refusals';

const refused = (status: number, body: unknown) => new ApiError('http', status, 'Refused', body);

describe('a refused dispute call, read for its form', () => {
  it('shows a 400 validation issue under its field, the body’s amountCents under the amount', () => {
    const error = refused(400, {
      code: 'validation',
      message: 'Vérifiez les champs',
      issues: [{ field: 'description', message: 'Ce champ est requis' }, { field: 'amountCents', message: 'Montant invalide' }, { field: 'unknown', message: 'x' }],
    });
    expect(readRefusal(error, OPEN_REFUSALS)).toEqual({
      kind: 'fields',
      fields: [{ name: 'description', errors: ['Ce champ est requis'] }, { name: 'amount', errors: ['Montant invalide'] }],
    });
  });

  it('shows a refusal about one field (the decider’s own) under that field, with the server’s message', () => {
    expect(readRefusal(refused(400, { code: 'dispute.invalid-amount', message: 'Montant trop élevé' }), DECISION_REFUSALS)).toEqual({
      kind: 'fields',
      fields: [{ name: 'amount', errors: ['Montant trop élevé'] }],
    });
    expect(readRefusal(refused(400, { code: 'dispute.answer-invalid', message: 'Réponse vide' }), ANSWER_REFUSALS)).toEqual({ kind: 'fields', fields: [{ name: 'text', errors: ['Réponse vide'] }] });
  });

  it('shows a 409 about the booking or the dispute in the form: window closed, already there, already decided', () => {
    expect(readRefusal(refused(409, { code: 'dispute.window-closed', message: 'Délai passé' }), OPEN_REFUSALS)).toEqual({ kind: 'message' });
    expect(readRefusal(refused(409, { code: 'dispute.exists', message: 'Déjà signalé' }), OPEN_REFUSALS)).toEqual({ kind: 'message' });
    expect(readRefusal(refused(409, { code: 'dispute.already-decided', message: 'Déjà tranché' }), DECISION_REFUSALS)).toEqual({ kind: 'message' });
    expect(readRefusal(refused(409, { code: 'dispute.answer-closed', message: 'Trop tard' }), ANSWER_REFUSALS)).toEqual({ kind: 'message' });
  });

  it('leaves anything else to a toast: another code, a server failure, a network failure', () => {
    expect(readRefusal(refused(404, { code: 'booking.not-found', message: 'Introuvable' }), OPEN_REFUSALS)).toEqual({ kind: 'toast' });
    expect(readRefusal(refused(500, '<html>'), OPEN_REFUSALS)).toEqual({ kind: 'toast' });
    expect(readRefusal(new TypeError('Failed to fetch'), OPEN_REFUSALS)).toEqual({ kind: 'toast' });
  });
});
