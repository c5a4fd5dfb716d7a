import { randomUUID } from 'node:crypto';
import type { EventData, EventMetadata } from '@weklean/domain';

/** A booking request as the domain records it: ids, amounts, states and dates, no personal data (~300 bytes). */
export const bookingData = (bookingId: string) => ({
  bookingId,
  customerId: randomUUID(),
  serviceAreaId: 'qc-montreal-plateau',
  cleaningType: 'standard',
  rooms: { bedrooms: 2, bathrooms: 1 },
  start: '2026-12-04T14:00:00.000Z',
  durationMinutes: 180,
  priceCents: 14_550,
  currency: 'CAD',
  extras: ['fridge', 'oven'],
});

export const eventMetadata = (): EventMetadata => ({
  userId: randomUUID(),
  correlationId: randomUUID(),
  causationId: randomUUID(),
  occurredAt: new Date().toISOString(),
});

export const bookingRequested = (bookingId: string): EventData => ({
  type: 'BookingRequested',
  data: bookingData(bookingId),
  metadata: eventMetadata(),
});

/** Size in bytes of one event's data and metadata as JSON, for the report. */
export const payloadBytes = () => {
  const event = bookingRequested(randomUUID());
  return { data: JSON.stringify(event.data).length, metadata: JSON.stringify(event.metadata).length };
};
