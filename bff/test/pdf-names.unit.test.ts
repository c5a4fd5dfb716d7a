import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { OpenPaymentState, PriceBreakdown } from '@weklean/domain';
import { createServerI18n } from '../src/i18n/server-i18n';
import { renderPaymentDocument } from '../src/payments/payment-pdf';
import { renderStatement } from '../src/payouts/payout-pdf';
import { pdfText as readBack } from './support/pdf-text';

const t = createServerI18n(fileURLToPath(new URL('../../domain/locales', import.meta.url))).translator('fr');

const price: PriceBreakdown = {
  basePrice: 12_000, suppliesFee: 1_500, emergencyFee: 0, firstBookingDiscount: 2_025, serviceFee: 900,
  gst: 619, qst: 1_235, finalPrice: 14_229, deposit: 7_115, balance: 7_114,
};
const payment: OpenPaymentState = {
  status: 'open', bookingId: 'b-1', clientId: 'c-1', cleanerId: 'k-1', customerId: 'cus_1', paymentMethodId: 'pm_1', price,
  charges: [], refunds: [], postings: [], ending: null, paymentStatus: 'initial_pending',
};

const receipt = (client: string) => renderPaymentDocument({
  title: t('payment.document.title.receipt'), number: 'R-2026-000001', issuedOn: '22 novembre 2026', subject: t('payment.document.subject.deposit'),
  amountLine: { label: t('payment.document.amount.charged'), cents: price.deposit },
  parties: [{ label: t('payment.document.client'), value: client }, { label: t('payment.document.cleaner'), value: 'Amélie M.' }],
  price, payment, taxNumbers: { gst: '123456789 RT0001', qst: '1234567890 TQ0001' }, simulated: true,
}, t, 'fr');
const invoice = (cleaner: string) => renderPaymentDocument({
  title: t('payment.document.title.invoice'), number: 'F-2026-000001', issuedOn: '24 novembre 2026', subject: null, amountLine: null,
  parties: [{ label: t('payment.document.client'), value: 'Camille Roy' }, { label: t('payment.document.cleaner'), value: cleaner }],
  price, payment, taxNumbers: { gst: '123456789 RT0001', qst: '1234567890 TQ0001' }, simulated: false,
}, t, 'fr');
const payoutStatement = (cleaner: string) => renderStatement({
  title: `${t('payout.statement.title')} P-2026-000001`, subtitle: '24 novembre 2026',
  parties: [{ label: t('payout.statement.cleaner'), value: cleaner }],
  sections: [{ heading: t('payout.statement.covers'), rows: [{ label: t('payout.statement.amount'), value: '−102,00 $', bold: true }] }],
  notes: [],
}, t);

/**
 * Right-to-left text reads back by the reader's own reordering: pdf.js gives each Arabic word its letters, but the
 * two letters of the lam-alef ligature (one glyph) in drawing order. An Arabic name must come back with each word's
 * letters; other names exactly.
 */
const sameLetters = (word: string) => [...word].sort().join('');
function expectName(text: string, name: string) {
  if (!/\p{Script=Arabic}/u.test(name)) {
    expect(text).toContain(name);
    return;
  }
  const words = text.split(/\s+/).map(sameLetters);
  for (const word of name.split(' ')) expect(words, `${word} in ${text}`).toContain(sameLetters(word));
}

const NAMES = ['Nguyễn Thị Hương', 'Łukasz Wiśniewski', '王芳', 'محمد الأحمد', 'Éloïse Côté-Bérubé'];

describe('names in any script on the PDFs', () => {
  it.each(NAMES)('prints %s on a receipt, an invoice and a payout statement, and reads it back', async (name) => {
    for (const render of [receipt, invoice, payoutStatement]) {
      const text = await readBack(await render(name));
      expectName(text, name);
    }
  });

  it('keeps French labels, money and the bold headings readable around the names', async () => {
    const text = await readBack(await payoutStatement('王芳 · محمد الأحمد'));
    expect(text).toContain('−102,00 $');
    expect(text).toContain(t('payout.statement.covers'));
    expectName(text, '王芳');
    expectName(text, 'محمد الأحمد');
  });

  it('embeds subsets of the fonts, none of the standard PDF fonts', async () => {
    const bytes = await receipt('王芳');
    const pdf = bytes.toString('latin1');
    expect(pdf).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSans-Regular/);
    expect(pdf).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSans-Bold/);
    expect(pdf).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansHans-Regular/);
    expect(pdf).not.toContain('/Helvetica');
    // A subset, not the 8 MB Chinese font.
    expect(bytes.length).toBeLessThan(200_000);
  });
});
