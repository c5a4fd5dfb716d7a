import { describe, expect, it } from 'vitest';
import { parseBookingPage, parseDetails, parseSummary } from './parse-booking';

const summary = {
  id: 'b1',
  seriesId: null,
  status: 'pending',
  paymentStatus: 'initial_pending',
  progressLabel: 'awaiting_cleaner',
  startsAt: '2026-11-25T14:00:00.000Z',
  endsAt: '2026-11-25T18:00:00.000Z',
  durationHours: 4,
  frequency: 'one-time',
  emergency: false,
  cleaner: { id: 'c1', slug: 'marie-t', name: 'Marie Tremblay', avatarUrl: null },
  client: { id: 'u1', name: 'Julie Roy' },
  property: { id: 'p1', name: 'Condo Plateau', type: 'condo', city: 'Montréal' },
  finalPrice: 16_097,
  createdAt: '2026-11-20T12:00:00.000Z',
  expiresAt: '2026-11-21T12:00:00.000Z',
};

const details = {
  ...summary,
  price: { basePrice: 12_000, suppliesFee: 1_000, emergencyFee: 0, firstBookingDiscount: 0, serviceFee: 500, gst: 675, qst: 1_347, finalPrice: 15_522, deposit: 7_761, balance: 7_761 },
  pricing: 'hourly',
  hourlyRateCents: 3_000,
  cleanerBringsSupplies: true,
  photosAllowed: false,
  hasPets: true,
  petType: 'chat',
  notes: null,
  emergencyDetails: null,
  address: { streetAddress: '123 rue Rachel', city: 'Montréal', province: 'QC', postalCode: 'H2J 2J5', country: 'CA', lat: 45.52, lng: -73.58 },
  access: null,
  checklist: [{ id: 't1', category: 'kitchen', task: 'Laver le four', done: false, doneAt: null }, { id: 't2', category: 'mystery', task: 'Autre', done: true, doneAt: null }],
  photos: [{ id: 'ph1', phase: 'before', taskId: null, url: '/files/ph1.jpg', thumbnailUrl: '/files/ph1-thumb.jpg' }, { id: 'ph2', phase: 'during', url: '/x' }],
  proposedStartsAt: null,
  punchIn: null,
  punchOut: null,
  cancellation: null,
  declineReason: null,
  cancellationFeeIfNow: 0,
  actions: ['accept', 'decline', 'fly-away'],
  history: [{ type: 'BookingRequested', at: '2026-11-20T12:00:00.000Z', by: 'client', data: {} }, { type: 'Broken' }],
};

describe('reading bookings from the API', () => {
  it('reads a list item', () => {
    expect(parseSummary(summary)).toEqual(summary);
  });

  it('leaves out an item without an id, a known status or its times', () => {
    expect(parseSummary({ ...summary, id: '' })).toBeNull();
    expect(parseSummary({ ...summary, status: 'lost' })).toBeNull();
    expect(parseSummary({ ...summary, startsAt: null })).toBeNull();
  });

  it('shows no label rather than a wrong one for a vocabulary it does not know', () => {
    const booking = parseSummary({ ...summary, progressLabel: 'teleported', paymentStatus: 'in_bitcoin', property: null });
    expect(booking?.progressLabel).toBeNull();
    expect(booking?.paymentStatus).toBeNull();
    expect(booking?.property).toBeNull();
  });

  it('reads the details, keeping only known actions, photo phases and whole history events', () => {
    const booking = parseDetails(details);
    expect(booking?.actions).toEqual(['accept', 'decline']);
    expect(booking?.photos.map((photo) => photo.id)).toEqual(['ph1']);
    expect(booking?.history).toEqual([{ type: 'BookingRequested', at: '2026-11-20T12:00:00.000Z', by: 'client', data: {} }]);
    expect(booking?.checklist[1]?.category).toBeNull();
    expect(booking?.address?.lat).toBe(45.52);
    expect(booking?.price.finalPrice).toBe(15_522);
  });

  it('reads a list page with its counts, a missing count being 0', () => {
    const page = parseBookingPage({ items: [summary, { id: 'broken' }], total: 12, counts: { pending: 3, confirmed: 'many' } });
    expect(page.items).toHaveLength(1);
    expect(page.total).toBe(12);
    expect(page.counts.pending).toBe(3);
    expect(page.counts.confirmed).toBe(0);
    expect(page.counts.expired).toBe(0);
  });

  it('refuses an answer that is not a list', () => {
    expect(() => parseBookingPage({ bookings: [] })).toThrow();
  });
});
