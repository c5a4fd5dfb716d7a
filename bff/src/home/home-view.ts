import {
  addDays,
  deriveOnboardingStep,
  mondayOf,
  payoutWeekOf,
  profileCompleteness,
  quebecDateOf,
  type CleanerState,
} from '@weklean/domain';
import { cleanerDetailsOf, cleanerSlug, fileUrl, listBookings, payoutAccountOf, reviewsWrittenBy, type SummaryRow } from '@weklean/projections';
import type postgres from 'postgres';
import type { BookingViews } from '../bookings/booking-view';

export type HomeDeps = { sql: postgres.Sql; views: BookingViews };

/** The most of one status a home reads: far more than a week of anyone's work. */
const PAGE = 50;
/** Past cleaners offered to book again, and favourites shown. */
const PAST_CLEANERS = 6;
/** An overall rating from this up makes a past cleaner a favourite. */
export const FAVOURITE_RATING = 4;

/** What a cleaner can do next to be found and booked, in the order it matters; links are the screen's choice. */
export type NextStep = 'start-profile' | 'finish-profile' | 'get-verified' | 'set-availability' | 'add-work-photos' | 'set-up-payouts';

export function nextStepsOf(state: CleanerState, payoutsReady: boolean): NextStep[] {
  if (state.status !== 'started') return ['start-profile'];
  const steps: NextStep[] = [];
  const onboarding = deriveOnboardingStep(state);
  if (onboarding === 'ready-to-work') steps.push('finish-profile');
  if (onboarding === 'ready-to-work' || onboarding === 'full-verification') steps.push('get-verified');
  if (!state.slots.some((slot) => slot.status === 'available') && state.blocks.length === 0) steps.push('set-availability');
  if (!state.photos.some((photo) => photo.kind !== 'avatar')) steps.push('add-work-photos');
  if (!payoutsReady) steps.push('set-up-payouts');
  return steps;
}

/** The Quebec dates of the payout week (Monday to Sunday) that holds `now`. */
export function weekOf(now: Date): { monday: string; sunday: string; today: string } {
  const today = quebecDateOf(now.toISOString()) ?? now.toISOString().slice(0, 10);
  const monday = mondayOf(payoutWeekOf(now.toISOString())) ?? today;
  return { monday, sunday: addDays(monday, 6), today };
}

const dateOf = (row: SummaryRow) => quebecDateOf(row.starts_at.toISOString()) ?? '';
const byStart = (a: SummaryRow, b: SummaryRow) => a.starts_at.getTime() - b.starts_at.getTime() || a.booking_id.localeCompare(b.booking_id);

type PastCleaner = { cleanerId: string; slug: string; name: string; avatarUrl: string | null; lastCleanedAt: string; times: number; myRating: number | null };

/**
 * The cleaners of a client's completed bookings, the latest first, with how often they came and the client's best
 * overall rating of them (their own reviews).
 */
export function pastCleanersOf(completed: readonly SummaryRow[], ratings: ReadonlyMap<string, number>): PastCleaner[] {
  const found = new Map<string, PastCleaner>();
  for (const row of [...completed].sort((a, b) => byStart(b, a))) {
    if (row.cleaner_slug === null) continue;
    const seen = found.get(row.cleaner_id);
    if (seen) {
      seen.times += 1;
      continue;
    }
    found.set(row.cleaner_id, {
      cleanerId: row.cleaner_id,
      slug: row.cleaner_slug,
      name: row.cleaner_name ?? '',
      avatarUrl: fileUrl(row.cleaner_avatar),
      lastCleanedAt: row.starts_at.toISOString(),
      times: 1,
      myRating: ratings.get(row.cleaner_id) ?? null,
    });
  }
  return [...found.values()];
}

/** `GET /api/me/home` (docs/api/home.md): what each role's home shows, read from the read models in one answer. */
export function createHomeViews(deps: HomeDeps) {
  const { sql, views } = deps;
  const list = (userId: string, side: 'client' | 'cleaner', status: string) =>
    listBookings(sql, userId, side, { status, page: 1, pageSize: PAGE }).then((page) => page.rows);

  return {
    async cleaner(cleanerId: string, now: Date) {
      const { monday, sunday, today } = weekOf(now);
      const [pending, confirmed, inProgress, completed, state, payoutAccount] = await Promise.all([
        list(cleanerId, 'cleaner', 'pending'),
        list(cleanerId, 'cleaner', 'confirmed'),
        list(cleanerId, 'cleaner', 'in_progress'),
        list(cleanerId, 'cleaner', 'completed'),
        cleanerDetailsOf(sql, cleanerId),
        payoutAccountOf(sql, cleanerId),
      ]);
      const inWeek = (row: SummaryRow) => dateOf(row) >= monday && dateOf(row) <= sunday;
      const jobs = [...inProgress, ...confirmed, ...completed].filter(inWeek).sort(byStart);
      // The soonest to expire first: the one to answer now.
      const requests = [...pending].sort((a, b) => a.expires_at.getTime() - b.expires_at.getTime() || byStart(a, b));
      const [requestViews, jobViews] = await Promise.all([views.summariesFor(requests, 'cleaner', now), views.summariesFor(jobs, 'cleaner', now)]);
      const sum = (statuses: readonly string[]) =>
        jobViews.filter((job) => statuses.includes(job.status)).reduce((total, job) => total + (job.earning?.amount ?? 0), 0);
      const earned = sum(['completed']);
      const upcoming = sum(['confirmed', 'in_progress']);
      return {
        role: 'cleaner' as const,
        today,
        requests: requestViews,
        todayJobs: jobViews.filter((job) => quebecDateOf(job.startsAt) === today),
        weekJobs: jobViews.filter((job) => quebecDateOf(job.startsAt) !== today),
        earnings: { monday, sunday, earned, upcoming, total: earned + upcoming, jobs: jobViews.length },
        profile: {
          started: state.status === 'started',
          slug: state.status === 'started' ? cleanerSlug(state.displayName, state.cleanerId) : null,
          verified: state.status === 'started' && state.verification.verified,
          completeness: profileCompleteness(state),
          onboardingStep: deriveOnboardingStep(state),
          next: nextStepsOf(state, payoutAccount?.status === 'active'),
        },
      };
    },

    async client(clientId: string, now: Date) {
      const [upcoming, completed, written] = await Promise.all([
        list(clientId, 'client', 'upcoming'),
        list(clientId, 'client', 'completed'),
        reviewsWrittenBy(sql, clientId),
      ]);
      const ratings = new Map<string, number>();
      for (const review of written) {
        const overall = review.author_role === 'client' ? review.ratings.overall : undefined;
        if (typeof overall === 'number') ratings.set(review.subject_id, Math.max(overall, ratings.get(review.subject_id) ?? 0));
      }
      const taken = upcoming.filter((row) => (row.status === 'confirmed' || row.status === 'in_progress') && row.ends_at > now).sort(byStart);
      const waiting = upcoming.filter((row) => row.status === 'pending').sort(byStart);
      const [nextViews, waitingViews] = await Promise.all([
        views.summariesFor(taken.slice(0, 1), 'client', now),
        views.summariesFor(waiting, 'client', now),
      ]);
      const past = pastCleanersOf(completed, ratings);
      return {
        role: 'client' as const,
        next: nextViews[0] ?? null,
        laterCount: Math.max(0, taken.length - 1),
        waiting: waitingViews,
        bookAgain: past.slice(0, PAST_CLEANERS),
        // Favourites: the past cleaners the client rated well themselves, the best rated first.
        favourites: past
          .filter((cleaner) => (cleaner.myRating ?? 0) >= FAVOURITE_RATING)
          .sort((a, b) => (b.myRating ?? 0) - (a.myRating ?? 0) || b.lastCleanedAt.localeCompare(a.lastCleanedAt))
          .slice(0, PAST_CLEANERS),
      };
    },
  };
}

export type HomeViews = ReturnType<typeof createHomeViews>;
