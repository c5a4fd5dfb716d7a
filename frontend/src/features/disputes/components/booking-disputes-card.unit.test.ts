import i18next from 'i18next';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bookingDisputesUrl, type DisputeView } from '../api/booking-disputes';
import { BookingDisputesCard } from './booking-disputes-card';
import type { DisputedBooking } from './dispute-rules';

const files = import.meta.glob<Record<string, unknown>>('../../../../../domain/locales/*/*.json', { eager: true, import: 'default' });

async function i18nIn(language: 'fr' | 'en') {
  const resources: Record<string, Record<string, Record<string, unknown>>> = {};
  for (const [file, content] of Object.entries(files)) {
    const [, lang = '', namespace = ''] = /locales\/([^/]+)\/([^/]+)\.json$/.exec(file) ?? [];
    (resources[lang] ??= {})[namespace] = content;
  }
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({ lng: language, resources, interpolation: { escapeValue: false }, react: { useSuspense: false } });
  return instance;
}

const BOOKING_ID = '5d1f7a9e-0c55-4f38-9a4e-2f7f3f0f6a11';
// Booked 9 h – 13 h on Friday November 20, 2026 in Quebec; the cleaner punched out at 13 h 10.
const booking: DisputedBooking = {
  id: BOOKING_ID, status: 'completed', endsAt: '2026-11-20T18:00:00.000Z', punchOut: { at: '2026-11-20T18:10:00.000Z' },
  photos: [{ id: 'p-1', url: `/api/bookings/${BOOKING_ID}/photos/p-1`, thumbnailUrl: `/api/bookings/${BOOKING_ID}/photos/p-1/thumbnail`, phase: 'after' }],
};
const open: DisputeView = {
  id: BOOKING_ID, bookingId: BOOKING_ID, status: 'open', side: 'client', openedBy: { id: 'u-1', name: 'Sophie Tremblay' }, reason: 'poor_quality',
  description: 'La salle de bain n’a pas été nettoyée.', photoUrls: [], amountCents: 6000, openedAt: '2026-11-21T15:00:00.000Z',
  respondBy: '2026-11-24T15:00:00.000Z', answer: null, decision: null,
};
const decided: DisputeView = {
  ...open, status: 'decided', answer: { text: 'Le temps a manqué.', at: '2026-11-22T15:00:00.000Z' },
  decision: { decision: 'refund', amountCents: 4000, reason: 'Une partie du ménage n’a pas été faite.', at: '2026-11-23T15:00:00.000Z' },
};

async function render(disputes: DisputeView[], options: { viewer?: 'client' | 'cleaner'; language?: 'fr' | 'en'; of?: DisputedBooking } = {}) {
  const i18n = await i18nIn(options.language ?? 'fr');
  const card = createElement(BookingDisputesCard, { booking: options.of ?? booking, viewer: options.viewer ?? 'client' });
  return renderToStaticMarkup(
    createElement(I18nextProvider, { i18n },
      createElement(SWRConfig, { value: { provider: () => new Map(), fallback: { [bookingDisputesUrl(BOOKING_ID)]: { disputes } } } },
        createElement(MemoryRouter, null, card))),
  );
}
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/[\s\u00a0\u202f]+/g, ' ');

describe('the disputes part of a booking’s page', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-22T12:00:00.000Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('offers "Signaler un problème" on a completed booking within its 7 days, with the last day to do it', async () => {
    const shown = text(await render([]));
    expect(shown).toContain('Signaler un problème');
    expect(shown).toContain('jusqu’au 27 nov. 2026, 13 h 10');
  });

  it('says "Report a problem" in English', async () => {
    const shown = text(await render([], { language: 'en' }));
    expect(shown).toContain('Report a problem');
    expect(shown).toContain('until Nov 27, 2026, 1:10 p.m.');
  });

  it('shows nothing once the 7 days are over, nor on a booking that is not completed', async () => {
    vi.setSystemTime(new Date('2026-11-27T18:10:00.000Z'));
    expect(await render([])).toBe('');
    vi.setSystemTime(new Date('2026-11-22T12:00:00.000Z'));
    expect(await render([], { of: { ...booking, status: 'confirmed', punchOut: null } })).toBe('');
  });

  it('shows the open dispute to both, the answer form to the other side only, before its deadline', async () => {
    const cleaner = text(await render([open], { viewer: 'cleaner' }));
    for (const part of ['En attente de réponse', 'Sophie Tremblay (Client)', 'Qualité insuffisante', 'La salle de bain n’a pas été nettoyée.', '60,00 $', '24 nov. 2026, 10 h 00', 'Votre réponse', 'Envoyer la réponse']) {
      expect(cleaner, part).toContain(part);
    }
    expect(cleaner).not.toContain('Signaler un problème');
    const client = text(await render([open], { viewer: 'client' }));
    expect(client).toContain('En attente de réponse');
    expect(client).not.toContain('Envoyer la réponse');
    expect(client).toContain('L’autre partie peut répondre');
    vi.setSystemTime(new Date('2026-11-24T15:00:00.000Z'));
    expect(text(await render([open], { viewer: 'cleaner' }))).not.toContain('Envoyer la réponse');
  });

  it('shows the decision, its amount and its reason, with the answer', async () => {
    const shown = text(await render([decided], { viewer: 'client' }));
    for (const part of ['Tranché', 'Le temps a manqué.', 'Remboursement · 40,00 $', 'Une partie du ménage n’a pas été faite.', '23 nov. 2026, 10 h 00']) expect(shown, part).toContain(part);
    expect(text(await render([decided], { viewer: 'cleaner', language: 'en' }))).toContain('Refund · $40.00');
  });
});
