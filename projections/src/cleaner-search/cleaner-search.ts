import {
  cleanerEventTypes,
  findPlace,
  placesWithin,
  scheduleEventTypes,
  slugify,
  type CleanerEvent,
  type RecordedEvent,
  type ScheduleEvent,
} from '@weklean/domain';
import type { Projection, Tx } from '../runner/projection';

const cleanerIdOf = (event: RecordedEvent) => event.streamId.slice('cleaner-'.length);
const at = (event: RecordedEvent) => (event.metadata.occurredAt as string | undefined) ?? event.created.toISOString();

/** A stable public address: the display name's slug plus the start of the id (names repeat, ids do not). */
export const cleanerSlug = (displayName: string, cleanerId: string) =>
  `${slugify(displayName) || 'nettoyeur'}-${cleanerId.replaceAll('-', '').slice(0, 6)}`;

/** The places a cleaner serves: listed service cities, and every place within the coverage of the primary city. */
export const servedPlaceIds = (primaryCityId: string, serviceCityIds: readonly string[], coverageKm: number) => {
  const primary = findPlace(primaryCityId);
  const nearby = primary ? placesWithin(primary, coverageKm).map((near) => near.place.id) : [];
  return [...new Set([primaryCityId, ...serviceCityIds, ...nearby])];
};

/**
 * The open slot dates, and the "free this week" flag against the week the search currently ranks by (see migration
 * 0500; the week row is read with `for share` so that a concurrent move to a new day is waited for, not overwritten).
 */
const refreshOpenSlots = async (tx: Tx, cleanerId: string) => {
  const [week] = await tx<{ week_of: string | null }[]>`select to_char(week_of, 'YYYY-MM-DD') as week_of from cleaner_search_week for share`;
  await tx`
    update cleaner_profiles p set open_slot_dates = s.dates,
      open_this_week = ${week?.week_of ?? null}::date is not null and exists (
        select 1 from unnest(s.dates) d where d between ${week?.week_of ?? null}::date and ${week?.week_of ?? null}::date + 6)
    from (
      select coalesce(array_agg(s.date order by s.date), '{}') as dates
      from cleaner_slots s
      where s.cleaner_id = ${cleanerId} and s.status = 'available'
        -- A slot overlapped by a reservation (a pending or confirmed booking) is taken.
        and not exists (
          select 1 from cleaner_reservations r
          where r.cleaner_id = s.cleaner_id and r.date = s.date
            and (r.starts_at at time zone 'America/Toronto')::time < s.end_time
            and (r.ends_at at time zone 'America/Toronto')::time > s.start_time)
    ) s
    where p.cleaner_id = ${cleanerId}`;
};

/** Bookings hold time in the cleaners' schedules; the slots they overlap stop counting as open. */
const applyReservation = async (tx: Tx, event: ScheduleEvent) => {
  if (event.type === 'SlotReserved') {
    const { bookingId, cleanerId, date, startsAt, endsAt } = event.data;
    await tx`
      insert into cleaner_reservations (booking_id, cleaner_id, date, starts_at, ends_at)
      values (${bookingId}, ${cleanerId}, ${date}, ${startsAt}, ${endsAt})
      on conflict (booking_id) do update set cleaner_id = excluded.cleaner_id, date = excluded.date,
        starts_at = excluded.starts_at, ends_at = excluded.ends_at`;
    await refreshOpenSlots(tx, cleanerId);
  } else {
    // Released from this date's schedule; a booking moved to another date has already reserved its new time there.
    await tx`delete from cleaner_reservations where booking_id = ${event.data.bookingId} and date = ${event.data.date}`;
    await refreshOpenSlots(tx, event.data.cleanerId);
  }
};

const touch = (tx: Tx, cleanerId: string, when: string) =>
  tx`update cleaner_profiles set updated_at = ${when} where cleaner_id = ${cleanerId}`;

/**
 * The cleaner-search read model: one row per cleaner for search and the public profile, plus their documents (for
 * the admin review), availability slots and blocks, and photos.
 */
export const cleanerSearch: Projection = {
  name: 'cleaner-search',
  eventTypes: [...cleanerEventTypes, ...scheduleEventTypes],
  apply: async (tx, recorded) => {
    if ((scheduleEventTypes as readonly string[]).includes(recorded.type)) {
      await applyReservation(tx, { type: recorded.type, data: recorded.data } as ScheduleEvent);
      return;
    }
    const event = { type: recorded.type, data: recorded.data } as CleanerEvent;
    const cleanerId = cleanerIdOf(recorded);
    const when = at(recorded);
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
        break;
      }
      case 'CleanerServicesSet':
        await tx`update cleaner_profiles set service_types = ${[...event.data.serviceTypes]} where cleaner_id = ${cleanerId}`;
        break;
      case 'CleanerServiceAreaSet': {
        const { primaryCityId, serviceCityIds, coverageKm } = event.data;
        const place = findPlace(primaryCityId);
        await tx`
          update cleaner_profiles set primary_city_id = ${primaryCityId}, service_city_ids = ${[...serviceCityIds]},
            served_place_ids = ${servedPlaceIds(primaryCityId, serviceCityIds, coverageKm)},
            coverage_km = ${coverageKm}, region_id = ${place?.regionId ?? null}, lat = ${place?.lat ?? null},
            lng = ${place?.lng ?? null}
          where cleaner_id = ${cleanerId}`;
        break;
      }
      case 'CleanerProfileDetailsUpdated': {
        const d = event.data;
        await tx`
          update cleaner_profiles set bio = ${d.bio}, years_of_experience = ${d.yearsOfExperience}, skills = ${[...d.skills]},
            languages = ${[...d.languages]}, education = ${d.education}, certificates = ${[...d.certificates]},
            pets_tolerated = ${[...d.petsTolerated]}, eco_certified = ${d.ecoCertified}
          where cleaner_id = ${cleanerId}`;
        break;
      }
      case 'CleanerEligibilityDeclared':
        await tx`update cleaner_profiles set eligible = true where cleaner_id = ${cleanerId}`;
        break;
      case 'CleanerBusinessInfoDeclared':
        await tx`update cleaner_profiles set insurance_expires_on = ${event.data.insuranceExpiresOn} where cleaner_id = ${cleanerId}`;
        break;
      case 'CleanerDocumentSubmitted': {
        const d = event.data;
        await tx`
          insert into cleaner_documents (document_id, cleaner_id, document_type, file_id, content_type, size_bytes, issued_on, status, submitted_at)
          values (${d.documentId}, ${cleanerId}, ${d.documentType}, ${d.fileId}, ${d.contentType}, ${d.sizeBytes}, ${d.issuedOn}, 'pending', ${d.submittedAt})
          on conflict (document_id) do nothing`;
        break;
      }
      case 'CleanerDocumentApproved':
        await tx`
          update cleaner_documents set status = 'approved', decided_at = ${event.data.approvedAt}, decided_by = ${event.data.adminId}
          where document_id = ${event.data.documentId}`;
        break;
      case 'CleanerDocumentRejected':
        await tx`
          update cleaner_documents set status = 'rejected', reason = ${event.data.reason}, decided_at = ${event.data.rejectedAt},
            decided_by = ${event.data.adminId}
          where document_id = ${event.data.documentId}`;
        break;
      case 'CleanerVerified':
        await tx`update cleaner_profiles set verified = true where cleaner_id = ${cleanerId}`;
        break;
      case 'CleanerVerificationRevoked':
        await tx`update cleaner_profiles set verified = false where cleaner_id = ${cleanerId}`;
        break;
      case 'CleanerAvailabilitySlotAdded': {
        const d = event.data;
        await tx`
          insert into cleaner_slots (slot_id, cleaner_id, date, start_time, end_time, status)
          values (${d.slotId}, ${cleanerId}, ${d.date}, ${d.startTime}, ${d.endTime}, ${d.status})
          on conflict (slot_id) do nothing`;
        await refreshOpenSlots(tx, cleanerId);
        break;
      }
      case 'CleanerAvailabilitySlotRemoved':
        await tx`delete from cleaner_slots where slot_id = ${event.data.slotId}`;
        await refreshOpenSlots(tx, cleanerId);
        break;
      case 'CleanerAvailabilityBlockAdded': {
        const d = event.data;
        await tx`
          insert into cleaner_blocks (block_id, cleaner_id, all_day, days, date, start_time, end_time)
          values (${d.blockId}, ${cleanerId}, ${d.allDay}, ${[...d.days]}, ${d.date}, ${d.startTime}, ${d.endTime})
          on conflict (block_id) do nothing`;
        break;
      }
      case 'CleanerAvailabilityBlockRemoved':
        await tx`delete from cleaner_blocks where block_id = ${event.data.blockId}`;
        break;
      case 'CleanerPhotoAdded': {
        const d = event.data;
        await tx`
          insert into cleaner_photos (photo_id, cleaner_id, kind, file_id, thumbnail_file_id, added_at)
          values (${d.photoId}, ${cleanerId}, ${d.kind}, ${d.fileId}, ${d.thumbnailFileId}, ${when})
          on conflict (photo_id) do nothing`;
        if (d.kind === 'avatar') {
          await tx`update cleaner_profiles set avatar_file_id = ${d.fileId}, avatar_thumbnail_file_id = ${d.thumbnailFileId} where cleaner_id = ${cleanerId}`;
        }
        break;
      }
      case 'CleanerPhotoRemoved':
        await tx`delete from cleaner_photos where photo_id = ${event.data.photoId}`;
        if (event.data.kind === 'avatar' && event.data.replacedBy === null) {
          await tx`update cleaner_profiles set avatar_file_id = null, avatar_thumbnail_file_id = null where cleaner_id = ${cleanerId}`;
        }
        break;
      case 'CleanerProfileClosed':
        // The account is gone: everything about the cleaner leaves the read models (their files go with the account).
        await tx`delete from cleaner_photos where cleaner_id = ${cleanerId}`;
        await tx`delete from cleaner_blocks where cleaner_id = ${cleanerId}`;
        await tx`delete from cleaner_slots where cleaner_id = ${cleanerId}`;
        await tx`delete from cleaner_documents where cleaner_id = ${cleanerId}`;
        await tx`delete from cleaner_feedback where cleaner_id = ${cleanerId}`;
        await tx`delete from cleaner_profiles where cleaner_id = ${cleanerId}`;
        return;
      default: {
        const _never: never = event;
        return _never;
      }
    }
    await touch(tx, cleanerId, when);
  },
  reset: async (tx) => {
    await tx`delete from cleaner_reservations`;
    await tx`delete from cleaner_photos`;
    await tx`delete from cleaner_blocks`;
    await tx`delete from cleaner_slots`;
    await tx`delete from cleaner_documents`;
    await tx`delete from cleaner_profiles`;
  },
};
