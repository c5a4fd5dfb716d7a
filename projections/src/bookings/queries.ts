import {
  BOOKING_STATUSES,
  bookingDecider,
  erasedValueOf,
  personalEventFields,
  PRESENCE_BOOKING_STATUSES,
  type BookingEvent,
  type BookingState,
  type BookingStatus,
  type Frequency,
  type PaymentState,
  type PaymentStatus,
  type PriceBreakdown,
  type PropertyType,
} from '@weklean/domain';
import type postgres from 'postgres';

/** The queries of the bookings read model (its table `bookings`, with the cleaner's search row and the property). */

export type BookingSide = 'client' | 'cleaner';

export type SummaryRow = {
  booking_id: string;
  series_id: string | null;
  status: BookingStatus;
  payment_status: PaymentStatus;
  starts_at: Date;
  ends_at: Date;
  duration_hours: string;
  frequency: Frequency;
  emergency: boolean;
  final_price_cents: number;
  requested_at: Date;
  expires_at: Date;
  client_id: string;
  cleaner_id: string;
  property_id: string;
  cleaner_slug: string | null;
  cleaner_name: string | null;
  cleaner_avatar: string | null;
  client_name: string | null;
  /** The thumbnail of the client's own picture (shown to the client and to the booking's cleaner). */
  client_avatar: string | null;
  property_name: string | null;
  property_type: PropertyType | null;
  property_city: string | null;
  /** The price the booking was requested at (booking-details; null for a moment after the request). */
  price: PriceBreakdown | null;
};

const STATUS_GROUPS: Record<string, readonly BookingStatus[]> = {
  upcoming: ['pending', 'confirmed', 'in_progress'],
  past: ['completed', 'cancelled', 'declined', 'declinedByClient', 'expired', 'withdrawn'],
};

export type BookingListFilter = { status?: string; page: number; pageSize: number };

/** A person's bookings on one side, a page of them with the total, and the count per status (the tabs). */
export async function listBookings(sql: postgres.Sql, userId: string, side: BookingSide, filter: BookingListFilter) {
  // A request withdrawn for want of its deposit (declined, 3-D Secure not done, interrupted) was never a booking: the
  // client did not make one and the cleaner never saw it, so neither lists it; its stream keeps it for the audit. A
  // request reaches the cleaner once its deposit is paid.
  const mine = side === 'client'
    ? sql`b.client_id = ${userId} and b.status <> 'withdrawn'`
    : sql`b.cleaner_id = ${userId} and not b.awaiting_deposit and b.status <> 'withdrawn'`;
  const statuses = filter.status ? (STATUS_GROUPS[filter.status] ?? [filter.status]) : null;
  const where = sql`where ${mine} ${statuses ? sql`and b.status in ${sql(statuses as string[])}` : sql``}`;
  const order = filter.status === 'upcoming' || filter.status === 'pending' || filter.status === 'confirmed' ? sql`b.starts_at asc` : sql`b.starts_at desc`;
  const [rows, counts] = await Promise.all([
    sql<(SummaryRow & { total: number })[]>`
      select b.*, count(*) over ()::int as total, cp.slug as cleaner_slug, cp.display_name as cleaner_name,
             cp.avatar_thumbnail_file_id as cleaner_avatar, u.name as client_name, u.profile_pic_thumbnail as client_avatar, p.name as property_name,
             p.type as property_type, p.city as property_city, d.booking->'price' as price
      from bookings b
      left join booking_details d on d.booking_id = b.booking_id
      left join cleaner_profiles cp on cp.cleaner_id = b.cleaner_id
      left join users u on u.id = b.client_id
      left join properties p on p.id = b.property_id
      ${where}
      order by ${order}, b.booking_id
      limit ${filter.pageSize} offset ${(filter.page - 1) * filter.pageSize}`,
    sql<{ status: string; count: number }[]>`select status, count(*)::int as count from bookings b where ${mine} group by status`,
  ]);
  const found = new Map(counts.map((c) => [c.status, c.count]));
  // Every status, 0 when there is none: the tabs show their counts as they are.
  const byStatus = Object.fromEntries(BOOKING_STATUSES.map((status) => [status, found.get(status) ?? 0])) as Record<BookingStatus, number>;
  return { rows, total: rows[0]?.total ?? 0, counts: byStatus };
}

/** The names and the pictures shown beside a booking. */
export async function bookingParties(sql: postgres.Sql, clientId: string, cleanerId: string) {
  const [row] = await sql<{ client_name: string | null; client_avatar: string | null; cleaner_name: string | null; cleaner_slug: string | null; cleaner_avatar: string | null }[]>`
    select (select name from users where id = ${clientId}) as client_name,
           (select profile_pic_thumbnail from users where id = ${clientId}) as client_avatar,
           cp.display_name as cleaner_name, cp.slug as cleaner_slug, cp.avatar_thumbnail_file_id as cleaner_avatar
    from (select 1) one left join cleaner_profiles cp on cp.cleaner_id = ${cleanerId}`;
  return row;
}

/**
 * Whose presence `userId` shares (SPEC 4): the other people of their confirmed or under-way bookings. Nobody for a
 * stranger or an unknown id.
 */
export async function presenceCounterpartsOf(sql: postgres.Sql, userId: string): Promise<string[]> {
  const rows = await sql<{ other_id: string }[]>`
    select distinct case when client_id = ${userId} then cleaner_id else client_id end as other_id
    from bookings
    where (client_id = ${userId} or cleaner_id = ${userId}) and client_id <> cleaner_id and status = any(${[...PRESENCE_BOOKING_STATUSES]})`;
  return rows.map((row) => row.other_id);
}

/** Those of `userIds` punched in on a booking as its cleaner (it is under way): they show busy. */
export async function punchedInAmong(sql: postgres.Sql, userIds: readonly string[]): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const rows = await sql<{ cleaner_id: string }[]>`
    select distinct cleaner_id from bookings where cleaner_id = any(${[...userIds]}::uuid[]) and status = 'in_progress'`;
  return new Set(rows.map((row) => row.cleaner_id));
}

/**
 * Whether `cleanerId` has a booking of `clientId` as their bookings list shows it (a request once its deposit is paid,
 * whatever became of it since): who may see the client's own picture.
 */
export async function isCleanerOfClient(sql: postgres.Sql, cleanerId: string, clientId: string): Promise<boolean> {
  const [row] = await sql<{ any: boolean }[]>`
    select exists (select 1 from bookings where cleaner_id = ${cleanerId} and client_id = ${clientId}
                   and not awaiting_deposit and status <> 'withdrawn') as any`;
  return row?.any ?? false;
}

/** No booking requested before, whatever became of it (the read model: a request made a moment ago may not count yet). */
export async function isFirstBooking(sql: postgres.Sql, clientId: string): Promise<boolean> {
  // A request withdrawn because its deposit failed was never a booking.
  const [row] = await sql<{ any: boolean }[]>`select exists (select 1 from bookings where client_id = ${clientId} and status <> 'withdrawn') as any`;
  return !row?.any;
}

const UPCOMING: readonly BookingStatus[] = ['pending', 'confirmed', 'in_progress'];

/** Whether a property has a booking still to come (it cannot be deleted then). */
export async function propertyHasUpcomingBookings(sql: postgres.Sql, propertyId: string): Promise<boolean> {
  const rows = await sql`select 1 from bookings where property_id = ${propertyId} and status in ${sql(UPCOMING as BookingStatus[])} limit 1`;
  return rows.length > 0;
}

/** The cleaner's e-mail of the client's first open single request (the demo names who to sign in as). */
export async function firstPendingRequestOf(sql: postgres.Sql, clientEmail: string): Promise<{ email: string } | null> {
  const [row] = await sql<{ email: string }[]>`
    select cu.email from bookings b
    join users c on c.id = b.client_id
    join users cu on cu.id = b.cleaner_id
    where lower(c.email) = lower(${clientEmail}) and b.status = 'pending' and b.series_id is null
    order by b.starts_at limit 1`;
  return row ?? null;
}

/** The client's first confirmed booking still to come, and its cleaner's e-mail (the demo's conversation). */
export async function firstConfirmedBookingOf(sql: postgres.Sql, clientEmail: string): Promise<{ bookingId: string; clientId: string; cleanerId: string; email: string } | null> {
  const [row] = await sql<{ bookingId: string; clientId: string; cleanerId: string; email: string }[]>`
    select b.booking_id::text as "bookingId", b.client_id::text as "clientId", b.cleaner_id::text as "cleanerId", cu.email from bookings b
    join users c on c.id = b.client_id
    join users cu on cu.id = b.cleaner_id
    where lower(c.email) = lower(${clientEmail}) and b.status = 'confirmed' and b.series_id is null
    order by b.starts_at limit 1`;
  return row ?? null;
}

/** An event of a booking as its timeline shows it: who (the event's user), when, and its facts. */
export type DetailsEvent = { type: string; at: string; userId: string | null; data: Record<string, unknown> };

export type BookingDetailsRow = { booking: BookingState; payment: PaymentState; events: DetailsEvent[] };

/** A booking, its payment and its events, as the booking-details projection has them (null: no such booking yet). */
export async function bookingDetailsOf(sql: postgres.Sql, bookingId: string): Promise<BookingDetailsRow | null> {
  const [row] = await sql<BookingDetailsRow[]>`select booking, payment, events from booking_details where booking_id = ${bookingId}`;
  return row ?? null;
}

/**
 * An account deleted: what it wrote in its bookings' events (notes, checklist, reasons) reads as the log reads it once
 * its key is destroyed (the empty value of each field's kind), and each booking is folded again from those events.
 */
export async function eraseBookingDetailsBy(sql: postgres.Sql, userId: string): Promise<void> {
  await sql.begin(async (tx) => {
    const rows = await tx<{ booking_id: string; events: DetailsEvent[] }[]>`
      select booking_id, events from booking_details where client_id = ${userId} or cleaner_id = ${userId} for update`;
    for (const row of rows) {
      const events = row.events.map((event) => {
        const fields = event.userId === userId ? personalEventFields[event.type] : undefined;
        if (!fields) return event;
        const data = { ...event.data };
        for (const field of fields) if (field in data) data[field] = erasedValueOf(data[field]);
        return { ...event, data };
      });
      const booking = events.reduce<BookingState>((state, event) => bookingDecider.evolve(state, { type: event.type, data: event.data } as BookingEvent), bookingDecider.initialState);
      await tx`update booking_details set booking = ${tx.json(booking as never)}, events = ${tx.json(events as never)} where booking_id = ${row.booking_id}`;
    }
  });
}

/** The payments of these bookings, as booking-details has them (a booking without a payment is left out). */
export async function paymentsOfBookings(sql: postgres.Sql, bookingIds: readonly string[]): Promise<Map<string, PaymentState>> {
  if (bookingIds.length === 0) return new Map();
  const rows = await sql<{ booking_id: string; payment: PaymentState }[]>`
    select booking_id::text, payment from booking_details where booking_id in ${sql(bookingIds as string[])} and payment->>'status' = 'open'`;
  return new Map(rows.map((row) => [row.booking_id, row.payment]));
}
