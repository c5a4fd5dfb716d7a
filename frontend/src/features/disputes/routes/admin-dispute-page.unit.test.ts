import i18next from 'i18next';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { describe, expect, it } from 'vitest';
import { paths } from '../../../config/paths';
import { ADMIN_DISPUTES_URL, evidenceUrl, type AdminDisputeRow, type EvidenceFile } from '../api/admin-disputes';
import AdminDisputePage from './admin-dispute-page';
import AdminDisputesPage from './admin-disputes-page';

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

const ID = '5d1f7a9e-0c55-4f38-9a4e-2f7f3f0f6a11';
const client = { id: 'u-client', name: 'Sophie Tremblay' };
const cleaner = { id: 'u-cleaner', name: 'Marc-André G.' };
const row: AdminDisputeRow = {
  id: ID, bookingId: ID, status: 'answered', side: 'client', reason: 'poor_quality', amountCents: 6000, openedAt: '2026-11-21T15:00:00.000Z',
  respondBy: '2026-11-24T15:00:00.000Z', client, cleaner,
};
const file = {
  dispute: {
    id: ID, bookingId: ID, status: 'answered', side: 'client', openedBy: client, reason: 'poor_quality', description: 'La salle de bain n’a pas été nettoyée.',
    photoUrls: [`/api/admin/disputes/${ID}/photos/p-1`], amountCents: 6000, openedAt: '2026-11-21T15:00:00.000Z', respondBy: '2026-11-24T15:00:00.000Z',
    answer: { text: 'Le temps a manqué.', at: '2026-11-22T15:00:00.000Z' }, decision: null,
  },
  booking: {
    id: ID, status: 'completed', startsAt: '2026-11-20T14:00:00.000Z', endsAt: '2026-11-20T18:00:00.000Z', durationHours: 4,
    address: { streetAddress: '1234 rue Saint-Denis', city: 'Montréal', province: 'QC', postalCode: 'H2J 2L3' }, client, cleaner, finalPriceCents: 14257,
  },
  timeline: [
    { type: 'requested', at: '2026-11-18T15:00:00.000Z', by: client, details: { startsAt: '2026-11-20T14:00:00.000Z', endsAt: '2026-11-20T18:00:00.000Z' } },
    { type: 'punched-in', at: '2026-11-20T14:05:00.000Z', by: cleaner, details: { lat: 45.52, lng: -73.58, distanceMetres: 42, minutesLate: 5 } },
    { type: 'photo-added', at: '2026-11-20T17:50:00.000Z', by: cleaner, details: { photoId: 'p-1', phase: 'after', url: `/api/admin/disputes/${ID}/photos/p-1`, thumbnailUrl: `/api/admin/disputes/${ID}/photos/p-1/thumbnail` } },
    { type: 'DisputeOpened', at: '2026-11-21T15:00:00.000Z', by: client, details: {} },
  ],
  conversation: [{ fromId: client.id, fromName: client.name, text: 'Pouvez-vous commencer par la cuisine ?', at: '2026-11-19T15:00:00.000Z' }],
  payments: {
    chargedCents: 14257, refundedCents: 0, refundableCents: 14257,
    lines: [{ kind: 'deposit', amountCents: 7129, at: '2026-11-18T15:00:00.000Z', status: 'succeeded' }, { kind: 'balance', amountCents: 7128, at: '2026-11-20T18:10:00.000Z', status: 'succeeded' }],
  },
  reviews: [{ byId: client.id, rating: 2, ratings: { overall: 2 }, text: 'Déçue.', at: '2026-11-21T14:00:00.000Z' }],
  pastDisputes: { client: [], cleaner: [{ ...row, id: 'older', status: 'decided', openedAt: '2026-09-01T15:00:00.000Z' }] },
} as unknown as EvidenceFile;

async function render(path: string, fallback: Record<string, unknown>, language: 'fr' | 'en' = 'fr') {
  const i18n = await i18nIn(language);
  const routes = createElement(Routes, null,
    createElement(Route, { path: paths.adminDisputes.pattern, element: createElement(AdminDisputesPage) }),
    createElement(Route, { path: paths.adminDispute.pattern, element: createElement(AdminDisputePage) }));
  return renderToStaticMarkup(
    createElement(I18nextProvider, { i18n },
      createElement(SWRConfig, { value: { provider: () => new Map(), fallback } }, createElement(MemoryRouter, { initialEntries: [path] }, routes))),
  );
}
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/[\s\u00a0\u202f]+/g, ' ');

describe('the admins’ disputes', () => {
  it('lists them with their deadline, the people, the amount asked and a link to each file', async () => {
    const html = await render(paths.adminDisputes.href(), { [ADMIN_DISPUTES_URL]: { disputes: [row] } });
    const shown = text(html);
    for (const part of ['Litiges', 'Répondu, à trancher', '24 nov. 2026, 10 h 00', 'Sophie Tremblay', 'Marc-André G.', 'Qualité insuffisante', '60,00 $']) expect(shown, part).toContain(part);
    expect(html).toContain(`href="/admin/disputes/${ID}"`);
    expect(html).toContain('aria-label="Ouvrir le litige entre Sophie Tremblay et Marc-André G."');
  });

  it('shows the evidence file, section by section, and the decision form', async () => {
    const shown = text(await render(paths.adminDispute.href({ disputeId: ID }), { [evidenceUrl(ID)]: file }));
    for (const part of [
      'Litige entre Sophie Tremblay et Marc-André G.', 'La salle de bain n’a pas été nettoyée.', 'Le temps a manqué.',
      'Demande envoyée', 'Arrivée du nettoyeur', 'Distance du domicile 42 m', 'Retard 5 min', 'Photo ajoutée', 'Après', 'Problème signalé',
      'Pouvez-vous commencer par la cuisine ?', 'Acompte', 'Solde', 'Encore remboursable 142,57 $', 'Réussi', 'Déçue.',
      'Litiges antérieurs', 'De Marc-André G.', '1234 rue Saint-Denis, Montréal, QC, H2J 2L3', 'Terminée',
      'Rejeté', 'Remboursement', 'Crédit', 'Motif de la décision', 'Rendre la décision',
    ]) {
      expect(shown, part).toContain(part);
    }
    // Coordinates and ids stay out of the timeline.
    expect(shown).not.toContain('45.52');
  });

  it('shows a decided dispute’s decision instead of the form', async () => {
    const done = { ...file, dispute: { ...file.dispute, status: 'decided', decision: { decision: 'credit', amountCents: 2500, reason: 'Geste commercial.', at: '2026-11-23T15:00:00.000Z' } } };
    const shown = text(await render(paths.adminDispute.href({ disputeId: ID }), { [evidenceUrl(ID)]: done }, 'en'));
    expect(shown).toContain('Credit · $25.00');
    expect(shown).toContain('This dispute has been decided');
    expect(shown).not.toContain('Give the decision');
  });
});
