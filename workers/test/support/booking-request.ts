import type { RequestBooking } from '@weklean/domain';

export const collect = async <T>(iterable: AsyncIterable<T>) => {
  const items: T[] = [];
  for await (const item of iterable) items.push(item);
  return items;
};

/** A 4 h request at $35 an hour: the booking decider takes the cleaner's rates as facts, no profile needed. */
export const requestData = (ids: { bookingId: string; clientId: string; cleanerId: string }, startsAt: string, depositRequired: boolean): RequestBooking['data'] => ({
  ...ids,
  property: { propertyId: crypto.randomUUID(), type: 'condo', placeId: null },
  cleanerRates: { hourlyRateCents: 3500, fixedPricesCents: {}, cityRates: [] },
  startsAt, durationHours: 4, frequency: 'one-time', seriesId: null, occurrence: 1,
  photosAllowed: false, hasPets: false, petType: null, cleanerBringsSupplies: false, emergency: null, checklist: [], notes: null,
  firstBooking: false, serviceFeeCents: 500, depositRequired,
});
