import i18next from 'i18next';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { describe, expect, it, vi } from 'vitest';
import type { CardPayment } from '../../../lib/payments/card-payment';
import { depositAfterRequest } from '../../../lib/payments/deposit-authentication';
import { awaitsDeposit, depositOutcome, depositStepOf } from '../../../lib/payments/deposit-step';
import { PAYMENT_CONFIG_URL } from '../../../lib/payments/payment-config';
import type { BookingDetails } from '../api/booking-types';
import { BookingView } from './booking-view';

vi.mock('../../../lib/payments/card-payment', async (original) => ({ ...(await original<object>()), syncPayment: vi.fn() }));
const { syncPayment } = await import('../../../lib/payments/card-payment');

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

const CREATED_AT = '2026-11-28T22:08:00.000Z';
/** A request just made with 4000 0027 6000 3184: the bank asks for 3-D Secure before the deposit is paid. */
const waiting = {
  id: '23bdbabe-b476-4bf2-bcbb-c55617ffbb86', seriesId: null, status: 'pending', paymentStatus: 'initial_pending', progressLabel: 'pending',
  startsAt: '2026-11-30T15:00:00.000Z', endsAt: '2026-11-30T19:00:00.000Z', durationHours: 4, frequency: 'one-time', emergency: false,
  cleaner: { id: '00dbabca-e160-4546-aa78-320bedb78527', slug: 'marc-andre-g', name: 'Marc-André G.', avatarUrl: null },
  client: { id: '408638d8-570b-4be1-8429-2790492eaaea', name: 'Sophie Tremblay' },
  property: null, finalPrice: 14257, createdAt: CREATED_AT, expiresAt: '2026-11-29T22:08:00.000Z', earning: null,
  payment: {
    status: 'initial_pending', deposit: 7129, balance: 7128, paid: 0, refunded: 0, refundPending: 0, feeKept: 0, due: 14257,
    nextAction: { type: 'authenticate', chargeId: 'c1', kind: 'deposit', clientSecret: 'pi_1_secret_2' }, lastFailure: null, receipts: [],
  },
  price: {
    basePrice: 14000, suppliesFee: 0, emergencyFee: 0, firstBookingDiscount: 2100, referralDiscount: 0, referralCredit: 0, serviceFee: 500,
    gst: 620, qst: 1237, finalPrice: 14257, deposit: 7129, balance: 7128,
  },
  pricing: 'hourly', hourlyRateCents: 3500, cleanerBringsSupplies: false, photosAllowed: false, hasPets: false, petType: null, notes: null,
  emergencyDetails: null,
  address: { streetAddress: '1234 rue Saint-Denis', city: 'Montréal', province: 'QC', postalCode: 'H2J 2L3', country: 'CA', lat: 45.5, lng: -73.58 },
  access: null, checklist: [], photos: [], proposedStartsAt: null, punchIn: null, punchOut: null, cancellation: null, declineReason: null,
  cancellationFeeIfNow: 0, actions: ['cancel'],
  history: [{ type: 'BookingRequested', at: CREATED_AT, by: 'client', data: {} }],
} as unknown as BookingDetails;

async function render(booking: BookingDetails, language: 'fr' | 'en' = 'fr') {
  const i18n = await i18nIn(language);
  const config = { mode: 'simulated', publishableKey: null, testCards: [] };
  const page = createElement(BookingView, { booking, viewer: 'client' });
  return renderToStaticMarkup(
    createElement(I18nextProvider, { i18n },
      createElement(SWRConfig, { value: { provider: () => new Map(), fallback: { [PAYMENT_CONFIG_URL]: config } } },
        createElement(MemoryRouter, null, page))),
  );
}
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('the booking page of a request whose deposit waits for 3-D Secure', () => {
  it('leads with "Confirmez votre paiement", the button to the bank, and what happens without it; no countdown', async () => {
    const shown = text(await render(waiting));
    expect(shown).toContain('Confirmez votre paiement');
    expect(shown).toContain('Confirmer auprès de ma banque');
    expect(shown).toContain('la demande sera retirée et le créneau libéré');
    expect(shown).toContain('15 minutes après la demande');
    expect(shown).toContain('71,29');
    expect(shown).not.toContain('Expire dans');
    // Right under the page's title, before the details, the actions and the price.
    const step = shown.indexOf('Confirmez votre paiement');
    expect(step).toBeGreaterThan(shown.indexOf('Ménage du lundi 30 novembre 2026'));
    for (const later of ['Quand et où', 'Annuler la réservation', 'Détail du prix']) expect(step, later).toBeLessThan(shown.indexOf(later));
  });

  it('says it in English too', async () => {
    const shown = text(await render(waiting, 'en'));
    expect(shown).toContain('Confirm your payment');
    expect(shown).toContain('Confirm with my bank');
    expect(shown).toContain('the request will be withdrawn and the time slot freed');
    expect(shown).not.toContain('Expires in');
  });

  it('shows the countdown and no step once the deposit is paid', async () => {
    const paid = { ...waiting, paymentStatus: 'initial_completed', payment: { ...waiting.payment!, status: 'initial_completed', nextAction: null, paid: 7129 } } as BookingDetails;
    // The countdown reads the clock: 12 hours before the request expires, whatever day the test runs on.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-29T10:08:00.000Z') });
    try {
      const shown = text(await render(paid));
      expect(shown).not.toContain('Confirmez votre paiement');
      expect(shown).toMatch(/Expire dans \d+ h/);
    } finally {
      vi.useRealTimers();
    }
  });

  it('says the refusal and that the request was withdrawn when the step failed', async () => {
    const failed = {
      ...waiting, status: 'withdrawn', paymentStatus: 'initial_failed', expiresAt: null,
      payment: { ...waiting.payment!, status: 'initial_failed', nextAction: null, lastFailure: { kind: 'deposit', reason: 'authentication_failed' } },
    } as BookingDetails;
    const shown = text(await render(failed));
    expect(shown).not.toContain('Confirmez votre paiement');
    expect(shown).toContain('Demande retirée');
    expect(shown).toContain('authentification 3-D Secure a échoué');
    expect(shown).toContain('Marc-André G. n’a jamais reçu la demande');
  });
});

describe('what the request’s answer means', () => {
  it('is no success while the bank asks for 3-D Secure, and a refusal once the request is withdrawn', () => {
    expect(depositOutcome(waiting)).toBe('confirm');
    expect(depositOutcome({ status: 'pending', payment: { nextAction: null } })).toBe('sent');
    expect(depositOutcome({ status: 'pending', payment: null })).toBe('sent');
    expect(depositOutcome({ status: 'withdrawn', payment: { nextAction: null } })).toBe('refused');
    // The balance's step (on the pay page) is not the request's.
    expect(depositOutcome({ status: 'completed', payment: { nextAction: { kind: 'balance', clientSecret: 's' } } })).toBe('sent');
  });

  it('gives the step 15 minutes from the request, and hides the 24-hour countdown meanwhile', () => {
    expect(depositStepOf(waiting)).toEqual({ clientSecret: 'pi_1_secret_2', withdrawnAt: '2026-11-28T22:23:00.000Z' });
    expect(depositStepOf({ ...waiting, status: 'withdrawn' } as BookingDetails)).toBeNull();
    expect(awaitsDeposit(waiting)).toBe(true);
    expect(awaitsDeposit({ status: 'pending', paymentStatus: 'initial_completed' })).toBe(false);
  });

  it('opens Stripe’s window at once and reads the provider’s answer; the simulated dialog is the page’s', async () => {
    const authenticate = vi.fn(async () => true);
    const stripe: CardPayment = { mode: 'stripe', paymentMethod: async () => 'pm_1', authenticate };
    vi.mocked(syncPayment).mockResolvedValueOnce({ status: 'pending', payment: { nextAction: null } });
    expect(await depositAfterRequest(waiting, stripe)).toBe('sent');
    expect(authenticate).toHaveBeenCalledWith('pi_1_secret_2');
    expect(syncPayment).toHaveBeenCalledWith(waiting.id);

    vi.mocked(syncPayment).mockResolvedValueOnce({ status: 'withdrawn', payment: { nextAction: null } });
    expect(await depositAfterRequest(waiting, stripe)).toBe('refused');
    vi.mocked(syncPayment).mockRejectedValueOnce(new Error('offline'));
    expect(await depositAfterRequest(waiting, stripe)).toBe('confirm');

    const simulated: CardPayment = { mode: 'simulated', paymentMethod: async () => 'pm_1', authenticate: vi.fn(async () => false) };
    expect(await depositAfterRequest(waiting, simulated)).toBe('confirm');
    expect(simulated.authenticate).not.toHaveBeenCalled();
  });
});
