import { describe, expect, it } from 'vitest';
import { ApiError, failureMessage } from '../../../lib/api-client';
import { calendarFailureFallback } from './use-calendar-failure';

const texts = { failed: 'The change failed.', notResponding: 'The server is not responding.' };

describe('the text of a failed availability change', () => {
  it('says the server is not responding when no answer came (time-out or network failure)', () => {
    expect(calendarFailureFallback(new ApiError('timeout', 0, 'Request timed out', null), texts)).toBe(texts.notResponding);
    expect(calendarFailureFallback(new ApiError('network', 0, 'Network error', null), texts)).toBe(texts.notResponding);
  });

  it('says the change failed when the server answered: a 5xx, an unreadable answer, a refusal', () => {
    expect(calendarFailureFallback(new ApiError('http', 500, 'Internal Server Error', { code: 'http.500' }), texts)).toBe(texts.failed);
    expect(calendarFailureFallback(new ApiError('non-json', 502, 'Bad Gateway', '<html>'), texts)).toBe(texts.failed);
    expect(calendarFailureFallback(new ApiError('http', 409, 'Conflict', { code: 'schedule.slot-overlaps', message: 'Overlaps.' }), texts)).toBe(texts.failed);
    expect(calendarFailureFallback(new Error('boom'), texts)).toBe(texts.failed);
  });

  it('shows three different texts for a refusal, a server error and no answer, as the toast reads them', () => {
    const shown = (error: unknown) => failureMessage(error, { fallback: calendarFailureFallback(error, texts), nonJson: 'Server error.' });
    expect(shown(new ApiError('http', 409, 'Conflict', { code: 'schedule.slot-overlaps', message: 'This slot overlaps another.' }))).toBe('This slot overlaps another.');
    expect(shown(new ApiError('non-json', 503, 'Service Unavailable', 'upstream down'))).toBe('Server error.');
    expect(shown(new ApiError('timeout', 0, 'Request timed out', null))).toBe(texts.notResponding);
  });
});
