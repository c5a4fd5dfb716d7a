import {
  BOOKING_ACTIONS,
  BOOKING_STATUSES,
  CHECKLIST_CATEGORIES,
  EMERGENCY_PRIORITIES,
  FREQUENCIES,
  PAYMENT_STATUSES,
  PHOTO_PHASES,
  PROGRESS_LABELS,
  PROPERTY_TYPES,
  type BookingAction,
  type BookingStatus,
  type ChecklistCategory,
  type EmergencyPriority,
  type Frequency,
  type PaymentStatus,
  type PhotoPhase,
  type PriceBreakdown,
  type ProgressLabel,
  type PropertyType,
} from '@weklean/domain';

/** `BookingSummary` of docs/api/bookings.md. Money in cents, instants in ISO UTC. */
export type BookingSummary = {
  id: string;
  seriesId: string | null;
  status: BookingStatus;
  /** Null when the server sends a value this screen does not know: nothing is shown rather than a wrong label. */
  paymentStatus: PaymentStatus | null;
  progressLabel: ProgressLabel | null;
  startsAt: string;
  endsAt: string;
  durationHours: number;
  frequency: Frequency | null;
  emergency: boolean;
  cleaner: { id: string; slug: string | null; name: string; avatarUrl: string | null };
  client: { id: string; name: string };
  /** Null once the property was deleted. */
  property: { id: string; name: string; type: PropertyType | null; city: string } | null;
  finalPrice: number;
  createdAt: string;
  /** Pending requests only. */
  expiresAt: string | null;
};

export type BookingAddress = {
  streetAddress: string;
  city: string;
  province: string;
  postalCode: string;
  country: string;
  lat: number | null;
  lng: number | null;
};

export type BookingAccess = {
  accessInstructions: string | null;
  wifiName: string | null;
  wifiPassword: string | null;
  suppliesLocation: string | null;
  trashLocation: string | null;
  roomsToAvoid: string | null;
  parking: boolean | null;
  additionalNotes: string | null;
};

export type ChecklistTask = { id: string; category: ChecklistCategory | null; task: string; done: boolean; doneAt: string | null };
export type BookingPhoto = { id: string; phase: PhotoPhase; taskId: string | null; url: string; thumbnailUrl: string | null };
export type Punch = { at: string; lat: number | null; lng: number | null };
export type Actor = 'client' | 'cleaner' | 'system';
export type HistoryEvent = { type: string; at: string; by: Actor | null; data: Record<string, unknown> };
export type Cancellation = { by: 'client' | 'cleaner' | null; reason: string | null; note: string | null; feeCents: number; at: string | null };

export type BookingDetails = BookingSummary & {
  price: PriceBreakdown;
  pricing: 'hourly' | 'fixed' | null;
  hourlyRateCents: number | null;
  cleanerBringsSupplies: boolean;
  photosAllowed: boolean;
  hasPets: boolean;
  petType: string | null;
  notes: string | null;
  emergencyDetails: { reason: string | null; priority: EmergencyPriority | null } | null;
  /** The client always; the cleaner once the booking is confirmed. */
  address: BookingAddress | null;
  access: BookingAccess | null;
  checklist: ChecklistTask[];
  photos: BookingPhoto[];
  proposedStartsAt: string | null;
  punchIn: Punch | null;
  punchOut: Punch | null;
  cancellation: Cancellation | null;
  declineReason: string | null;
  cancellationFeeIfNow: number;
  actions: BookingAction[];
  history: HistoryEvent[];
};

type Fields = Record<string, unknown>;

function isRecord(value: unknown): value is Fields {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);
const amount = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);
const flag = (value: unknown): boolean | null => (typeof value === 'boolean' ? value : null);
const oneOf = <T extends string>(values: readonly T[], value: unknown): T | null =>
  (values as readonly unknown[]).includes(value) ? (value as T) : null;

function listOf<T>(value: unknown, read: (item: Fields) => T | null): T[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item: unknown) => {
    const parsed = isRecord(item) ? read(item) : null;
    return parsed === null ? [] : [parsed];
  });
}

function parseCleaner(value: unknown): BookingSummary['cleaner'] {
  const fields = isRecord(value) ? value : {};
  return { id: text(fields.id) ?? '', slug: text(fields.slug), name: text(fields.name) ?? '', avatarUrl: text(fields.avatarUrl) };
}

function parseClient(value: unknown): BookingSummary['client'] {
  const fields = isRecord(value) ? value : {};
  return { id: text(fields.id) ?? '', name: text(fields.name) ?? '' };
}

function parseProperty(value: unknown): BookingSummary['property'] {
  if (!isRecord(value)) return null;
  const id = text(value.id);
  if (id === null) return null;
  return { id, name: text(value.name) ?? '', type: oneOf(PROPERTY_TYPES, value.type), city: text(value.city) ?? '' };
}

/** A booking of a list; one without an id, a known status or its times is left out. */
export function parseSummary(value: unknown): BookingSummary | null {
  if (!isRecord(value)) return null;
  const id = text(value.id);
  const status = oneOf(BOOKING_STATUSES, value.status);
  const startsAt = text(value.startsAt);
  const endsAt = text(value.endsAt);
  if (id === null || status === null || startsAt === null || endsAt === null) return null;
  return {
    id,
    seriesId: text(value.seriesId),
    status,
    paymentStatus: oneOf(PAYMENT_STATUSES, value.paymentStatus),
    progressLabel: oneOf(PROGRESS_LABELS, value.progressLabel),
    startsAt,
    endsAt,
    durationHours: amount(value.durationHours) ?? 0,
    frequency: oneOf(FREQUENCIES, value.frequency),
    emergency: value.emergency === true,
    cleaner: parseCleaner(value.cleaner),
    client: parseClient(value.client),
    property: parseProperty(value.property),
    finalPrice: amount(value.finalPrice) ?? 0,
    createdAt: text(value.createdAt) ?? '',
    expiresAt: text(value.expiresAt),
  };
}

const PRICE_LINES = [
  'basePrice', 'suppliesFee', 'emergencyFee', 'firstBookingDiscount', 'serviceFee', 'gst', 'qst', 'finalPrice', 'deposit', 'balance',
] as const satisfies readonly (keyof PriceBreakdown)[];

function parsePrice(value: unknown, finalPrice: number): PriceBreakdown {
  const fields = isRecord(value) ? value : {};
  const price = Object.fromEntries(PRICE_LINES.map((line) => [line, amount(fields[line]) ?? 0])) as PriceBreakdown;
  return { ...price, finalPrice: amount(fields.finalPrice) ?? finalPrice };
}

function parseAddress(value: unknown): BookingAddress | null {
  if (!isRecord(value)) return null;
  return {
    streetAddress: text(value.streetAddress) ?? '',
    city: text(value.city) ?? '',
    province: text(value.province) ?? '',
    postalCode: text(value.postalCode) ?? '',
    country: text(value.country) ?? '',
    lat: amount(value.lat),
    lng: amount(value.lng),
  };
}

function parseAccess(value: unknown): BookingAccess | null {
  if (!isRecord(value)) return null;
  return {
    accessInstructions: text(value.accessInstructions),
    wifiName: text(value.wifiName),
    wifiPassword: text(value.wifiPassword),
    suppliesLocation: text(value.suppliesLocation),
    trashLocation: text(value.trashLocation),
    roomsToAvoid: text(value.roomsToAvoid),
    parking: flag(value.parking),
    additionalNotes: text(value.additionalNotes),
  };
}

function parseTask(value: Fields): ChecklistTask | null {
  const id = text(value.id);
  const task = text(value.task);
  if (id === null || task === null) return null;
  return { id, category: oneOf(CHECKLIST_CATEGORIES, value.category), task, done: value.done === true, doneAt: text(value.doneAt) };
}

function parsePhoto(value: Fields): BookingPhoto | null {
  const id = text(value.id);
  const phase = oneOf(PHOTO_PHASES, value.phase);
  const url = text(value.url);
  if (id === null || phase === null || url === null) return null;
  return { id, phase, taskId: text(value.taskId), url, thumbnailUrl: text(value.thumbnailUrl) };
}

function parsePunch(value: unknown): Punch | null {
  if (!isRecord(value)) return null;
  const at = text(value.at);
  return at === null ? null : { at, lat: amount(value.lat), lng: amount(value.lng) };
}

function parseCancellation(value: unknown): Cancellation | null {
  if (!isRecord(value)) return null;
  return {
    by: oneOf(['client', 'cleaner'] as const, value.by),
    reason: text(value.reason),
    note: text(value.note),
    feeCents: amount(value.feeCents) ?? 0,
    at: text(value.at),
  };
}

function parseEvent(value: Fields): HistoryEvent | null {
  const type = text(value.type);
  const at = text(value.at);
  if (type === null || at === null) return null;
  return { type, at, by: oneOf(['client', 'cleaner', 'system'] as const, value.by), data: isRecord(value.data) ? value.data : {} };
}

function parseEmergency(value: unknown): BookingDetails['emergencyDetails'] {
  if (!isRecord(value)) return null;
  return { reason: text(value.reason), priority: oneOf(EMERGENCY_PRIORITIES, value.priority) };
}

/** `BookingDetails`, checked once where it enters the app; an answer that is not a booking gives null. */
export function parseDetails(value: unknown): BookingDetails | null {
  const summary = parseSummary(value);
  if (summary === null || !isRecord(value)) return null;
  return {
    ...summary,
    price: parsePrice(value.price, summary.finalPrice),
    pricing: oneOf(['hourly', 'fixed'] as const, value.pricing),
    hourlyRateCents: amount(value.hourlyRateCents),
    cleanerBringsSupplies: value.cleanerBringsSupplies === true,
    photosAllowed: value.photosAllowed === true,
    hasPets: value.hasPets === true,
    petType: text(value.petType),
    notes: text(value.notes),
    emergencyDetails: parseEmergency(value.emergencyDetails),
    address: parseAddress(value.address),
    access: parseAccess(value.access),
    checklist: listOf(value.checklist, parseTask),
    photos: listOf(value.photos, parsePhoto),
    proposedStartsAt: text(value.proposedStartsAt),
    punchIn: parsePunch(value.punchIn),
    punchOut: parsePunch(value.punchOut),
    cancellation: parseCancellation(value.cancellation),
    declineReason: text(value.declineReason),
    cancellationFeeIfNow: amount(value.cancellationFeeIfNow) ?? 0,
    actions: Array.isArray(value.actions) ? value.actions.flatMap((action: unknown) => oneOf(BOOKING_ACTIONS, action) ?? []) : [],
    history: listOf(value.history, parseEvent),
  };
}

export type BookingCounts = Record<BookingStatus, number>;
export type BookingPage = { items: BookingSummary[]; total: number; counts: BookingCounts };

/** `{ items, total, counts }` of the list; a count the server leaves out is 0. */
export function parseBookingPage(value: unknown): BookingPage {
  if (!isRecord(value) || !Array.isArray(value.items)) throw new Error('Unexpected bookings answer');
  const items = value.items.flatMap((item: unknown) => parseSummary(item) ?? []);
  const counts = isRecord(value.counts) ? value.counts : {};
  const total = amount(value.total);
  return {
    items,
    total: total !== null && total >= 0 ? total : items.length,
    counts: Object.fromEntries(BOOKING_STATUSES.map((status) => [status, Math.max(0, amount(counts[status]) ?? 0)])) as BookingCounts,
  };
}
