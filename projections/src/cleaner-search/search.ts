import { findPlace, placesWithin, slugify, type CleanerEvent, type GalleryEvent, type ScheduleEvent } from '@weklean/domain';
import type { Tx } from '@weklean/platform';
import type { DocumentEvent } from './documents';
import type { FileEvent } from './files';
import { refreshFreeDates } from './free-dates';

/** A stable public address: the display name's slug plus the start of the id (names repeat, ids do not). */
export const cleanerSlug = (displayName: string, cleanerId: string) =>
  `${slugify(displayName) || 'nettoyeur'}-${cleanerId.replaceAll('-', '').slice(0, 6)}`;

/** The places a cleaner serves: listed service cities, and every place within the coverage of the primary city. */
export const servedPlaceIds = (primaryCityId: string, serviceCityIds: readonly string[], coverageKm: number) => {
  const primary = findPlace(primaryCityId);
  const nearby = primary ? placesWithin(primary, coverageKm).map((near) => near.place.id) : [];
  return [...new Set([primaryCityId, ...serviceCityIds, ...nearby])];
};

/** Bookings hold time in the cleaners' schedules: the time they hold is no longer free. */
export const applyReservation = async (tx: Tx, event: ScheduleEvent) => {
  if (event.type === 'SlotReserved') {
    const { bookingId, cleanerId, date, startsAt, endsAt } = event.data;
    await tx`
      insert into cleaner_reservations (booking_id, cleaner_id, date, starts_at, ends_at)
      values (${bookingId}, ${cleanerId}, ${date}, ${startsAt}, ${endsAt})
      on conflict (booking_id) do update set cleaner_id = excluded.cleaner_id, date = excluded.date,
        starts_at = excluded.starts_at, ends_at = excluded.ends_at`;
    await refreshFreeDates(tx, [cleanerId]);
  } else {
    // Released from this date's schedule; a booking moved to another date has already reserved its new time there.
    await tx`delete from cleaner_reservations where booking_id = ${event.data.bookingId} and date = ${event.data.date}`;
    await refreshFreeDates(tx, [event.data.cleanerId]);
  }
};

/** The events of the search row and the availability: everything of a cleaner but documents, photos, the gallery and closing. */
export type SearchEvent = Exclude<CleanerEvent, DocumentEvent | FileEvent | GalleryEvent | { type: 'CleanerProfileClosed' }>;

export async function applySearchEvent(tx: Tx, cleanerId: string, event: SearchEvent, when: string): Promise<void> {
  switch (event.type) {
    case 'CleanerProfileStarted': {
      const { displayName, languages } = event.data;
      await tx`
        insert into cleaner_profiles (cleaner_id, slug, display_name, languages, started_at, updated_at)
        values (${cleanerId}, ${cleanerSlug(displayName, cleanerId)}, ${displayName}, ${[...languages]}, ${when}, ${when})
        on conflict (cleaner_id) do nothing`;
      return;
    }
    case 'CleanerRatesSet': {
      const { hourlyRateCents, fixedPricesCents, cityRates } = event.data;
      const fixed = Object.values(fixedPricesCents).filter((cents): cents is number => typeof cents === 'number');
      await tx`
        update cleaner_profiles set hourly_rate_cents = ${hourlyRateCents},
          fixed_prices_cents = ${tx.json(fixedPricesCents)}, city_rates = ${tx.json(cityRates)},
          min_fixed_price_cents = ${fixed.length ? Math.min(...fixed) : null}
        where cleaner_id = ${cleanerId}`;
      return;
    }
    case 'CleanerServicesSet':
      await tx`update cleaner_profiles set service_types = ${[...event.data.serviceTypes]} where cleaner_id = ${cleanerId}`;
      return;
    case 'CleanerServiceAreaSet': {
      const { primaryCityId, serviceCityIds, coverageKm } = event.data;
      const place = findPlace(primaryCityId);
      await tx`
        update cleaner_profiles set primary_city_id = ${primaryCityId}, service_city_ids = ${[...serviceCityIds]},
          served_place_ids = ${servedPlaceIds(primaryCityId, serviceCityIds, coverageKm)},
          coverage_km = ${coverageKm}, region_id = ${place?.regionId ?? null}, lat = ${place?.lat ?? null},
          lng = ${place?.lng ?? null}
        where cleaner_id = ${cleanerId}`;
      return;
    }
    case 'CleanerProfileDetailsUpdated': {
      const d = event.data;
      await tx`
        update cleaner_profiles set bio = ${d.bio}, years_of_experience = ${d.yearsOfExperience}, skills = ${[...d.skills]},
          languages = ${[...d.languages]}, education = ${d.education}, certificates = ${[...d.certificates]},
          pets_tolerated = ${[...d.petsTolerated]}, eco_certified = ${d.ecoCertified}
        where cleaner_id = ${cleanerId}`;
      return;
    }
    case 'CleanerEligibilityDeclared':
      await tx`update cleaner_profiles set eligible = true where cleaner_id = ${cleanerId}`;
      return;
    case 'CleanerBusinessInfoDeclared':
      await tx`update cleaner_profiles set insurance_expires_on = ${event.data.insuranceExpiresOn} where cleaner_id = ${cleanerId}`;
      return;
    case 'CleanerVerified':
      await tx`update cleaner_profiles set verified = true where cleaner_id = ${cleanerId}`;
      return;
    case 'CleanerVerificationRevoked':
      // As in the domain, a revocation clears the approvals: the background check too must be approved again.
      await tx`update cleaner_profiles set verified = false, background_check_issued_on = null where cleaner_id = ${cleanerId}`;
      return;
    case 'CleanerAvailabilitySlotAdded': {
      const d = event.data;
      await tx`
        insert into cleaner_slots (slot_id, cleaner_id, date, start_time, end_time, status)
        values (${d.slotId}, ${cleanerId}, ${d.date}, ${d.startTime}, ${d.endTime}, ${d.status})
        on conflict (slot_id) do nothing`;
      await refreshFreeDates(tx, [cleanerId]);
      return;
    }
    case 'CleanerAvailabilitySlotRemoved':
      await tx`delete from cleaner_slots where slot_id = ${event.data.slotId}`;
      await refreshFreeDates(tx, [cleanerId]);
      return;
    case 'CleanerAvailabilityBlockAdded': {
      const d = event.data;
      await tx`
        insert into cleaner_blocks (block_id, cleaner_id, all_day, days, date, start_time, end_time)
        values (${d.blockId}, ${cleanerId}, ${d.allDay}, ${[...d.days]}, ${d.date}, ${d.startTime}, ${d.endTime})
        on conflict (block_id) do nothing`;
      await refreshFreeDates(tx, [cleanerId]);
      return;
    }
    case 'CleanerAvailabilityBlockRemoved':
      await tx`delete from cleaner_blocks where block_id = ${event.data.blockId}`;
      await refreshFreeDates(tx, [cleanerId]);
      return;
    default: {
      const _never: never = event;
      return _never;
    }
  }
}
