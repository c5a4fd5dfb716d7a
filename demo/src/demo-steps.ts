import {
  bookingTarget, chargeIdOf, paymentTarget, PropertyInputSchema, reviewTarget, reviewWindowClosesAt, SYSTEM_USER,
  type Actor, type EventStore, type Ratings, type ReviewRole,
} from '@weklean/domain';
import { createCommandHandler, createPaymentProcessor, type CommandHandler, type ConfiguredPaymentGateway, type FileStorage, type PaymentProcessor } from '@weklean/platform';
import { randomUUID } from 'node:crypto';
import * as v from 'valibot';
import { demoImageSeed, renderDemoRoomPhoto, storeDemoImage } from './demo-images';
import type { DemoUseCases } from './demo-use-cases';

/**
 * The commands, the payment processor and the booking service the demo seeds book through, as the routes do: the
 * processor is the one the BFF's payments carry out charges and refunds with.
 */
export function demoBookingService(deps: { store: EventStore; paymentGateway: ConfiguredPaymentGateway; useCases: Pick<DemoUseCases, 'bookings'> }) {
  const commands = createCommandHandler(deps.store);
  const processor = createPaymentProcessor({ commands, gateway: deps.paymentGateway });
  return { commands, processor, service: deps.useCases.bookings };
}

/** A demo client's property, validated and placed (offline geocoder) as the properties route does; its id. */
export async function addDemoProperty(
  properties: DemoUseCases['properties'],
  clientId: string,
  input: v.InferInput<typeof PropertyInputSchema>,
): Promise<string> {
  const parsed = v.parse(PropertyInputSchema, input);
  const created = await properties.create(clientId, parsed);
  if (!created.ok) throw new Error(`demo property ${parsed.name} (${parsed.address.city}): ${created.code}`);
  return created.id;
}

/** A demo booking as the steps know it. */
export type DemoBooking = { id: string; cleanerId: string };

/**
 * What happens to a demo booking after it was asked for, played at the demo's own instants through the same commands
 * as the screens, and what the reactors and timers would have done then with their own command ids (so that, running
 * later, they find it done): the deposit's and the balance's charges, the refunds, the cleaner's day, both reviews.
 */
export function createDemoSteps(deps: {
  commands: CommandHandler;
  processor: PaymentProcessor;
  files?: FileStorage;
  /** Where the homes are, for the cleaner's punches (a fixed point in Montréal without it). */
  properties?: Pick<DemoUseCases['properties'], 'get'>;
}) {
  const { commands, processor } = deps;
  const actor = (userId: string, at: Date | string | number): Actor => ({ userId, correlationId: randomUUID(), now: new Date(at) });
  const system = (at: Date | string | number): Actor => actor(SYSTEM_USER, at);
  let photographed = 0;

  /** Carries out what the payment asked for (charges, refunds), as the payment-gateway and deposit-outcome reactors do. */
  const settle = async (bookingId: string, at: Date | string | number) => {
    const payment = await commands.load(paymentTarget(bookingId));
    if (payment.status === 'none') return;
    for (const charge of payment.charges.filter((c) => c.status === 'requested')) {
      const after = await processor.charge(bookingId, charge.chargeId, system(at));
      const settled = after?.charges.find((c) => c.chargeId === charge.chargeId);
      if (charge.kind === 'deposit' && settled?.status === 'succeeded') {
        await commands.execute(bookingTarget(bookingId), 'ConfirmDeposit', {}, system(at), { commandId: `deposit-paid:${bookingId}` });
      }
    }
    for (const refund of payment.refunds.filter((r) => r.status === 'requested')) await processor.refund(bookingId, refund.refundId, system(at));
  };

  /** The booking ended before its service: what the end-payment reactor does, then the refund it asks for. */
  const endPayment = async (bookingId: string, ending: 'cancelled' | 'declined' | 'expired' | 'proposal_declined', feeCents: number, at: Date | string | number) => {
    await commands.execute(paymentTarget(bookingId), 'EndPayment', { ending, feeCents }, system(at), { commandId: `end-payment:${bookingId}` });
    await settle(bookingId, at);
  };

  /** The balance after the service, off-session with the saved card, as the charge-balance timer does. */
  const chargeBalance = async (bookingId: string, at: Date | string | number) => {
    await commands.execute(paymentTarget(bookingId), 'ChargeBalance', { attempt: 1, offSession: true, paymentMethodId: null }, system(at), {
      commandId: `balance:${bookingId}:1`,
    });
    await processor.charge(bookingId, chargeIdOf(bookingId, 'balance', 1), system(at));
  };

  /** Where the cleaner punches: at the door, as a phone's position is (a few metres off the address the page shows). */
  const punchSpot = async (bookingId: string): Promise<{ lat: number; lng: number }> => {
    const booked = await commands.load(bookingTarget(bookingId));
    const home = booked.status === 'none' || !deps.properties ? null : await deps.properties.get(booked.clientId, booked.propertyId);
    return home ? { lat: home.address.lat + 0.0002, lng: home.address.lng - 0.0002 } : { lat: 45.5253, lng: -73.5846 };
  };

  /** The cleaner's day of `hours` from `startsAt`: punched in, every task done, photos if asked, punched out; then the balance. */
  const finish = async (booking: DemoBooking, startsAt: string, options: { photos?: boolean; hours?: number } = {}) => {
    const start = Date.parse(startsAt);
    const hours = options.hours ?? 4;
    const spot = await punchSpot(booking.id);
    await commands.execute(bookingTarget(booking.id), 'PunchIn', spot, actor(booking.cleanerId, start + 4 * 60_000));
    const state = await commands.load(bookingTarget(booking.id));
    if (state.status === 'none') return;
    const step = Math.floor(((hours - 1) * 60) / Math.max(state.checklist.length, 1));
    for (const [i, task] of state.checklist.entries()) {
      await commands.execute(bookingTarget(booking.id), 'SetTaskDone', { taskId: task.taskId, done: true }, actor(booking.cleanerId, start + (30 + i * step) * 60_000));
    }
    if (options.photos && deps.files) {
      // Two rooms, each before and after (drawn: the same room in both, the n-th photographed booking's own).
      photographed += 1;
      for (const [phase, minute] of [['before', 10], ['after', hours * 60 - 10]] as const) {
        for (const [k, room] of (['kitchen', 'bathroom'] as const).entries()) {
          const bytes = await renderDemoRoomPhoto(demoImageSeed('booking', photographed * 2 + k), room, phase);
          const { fileId, thumbnailFileId } = await storeDemoImage(deps.files, `booking-${randomUUID()}`, { bytes, contentType: 'image/jpeg' });
          await commands.execute(bookingTarget(booking.id), 'AddBookingPhoto', { photoId: randomUUID(), phase, taskId: null, fileId, thumbnailFileId }, actor(booking.cleanerId, start + (minute + k) * 60_000));
        }
      }
    }
    await commands.execute(bookingTarget(booking.id), 'PunchOut', spot, actor(booking.cleanerId, start + hours * 60 * 60_000));
    await chargeBalance(booking.id, start + hours * 60 * 60_000);
  };

  /**
   * Reviews of a finished booking, each written at its instant. Both written: published when the second was, as the
   * reviews reactor would have then (it finds them done later). One written: published when the window closed, as
   * the window timers would have (both sides' timers, with their ids).
   */
  const review = async (bookingId: string, written: readonly { role: ReviewRole; ratings: Ratings; comment: string; at: number }[]) => {
    const state = await commands.load(bookingTarget(bookingId));
    if (state.status !== 'completed' || state.completedAt === null) return;
    const facts = { clientId: state.clientId, cleanerId: state.cleanerId, status: state.status, completedAt: state.completedAt };
    for (const { role, ratings, comment, at } of written) {
      const author = role === 'client' ? state.clientId : state.cleanerId;
      await commands.execute(reviewTarget(bookingId, role), 'SubmitReview', { bookingId, authorRole: role, ratings, comment, booking: facts }, actor(author, at));
    }
    if (written.length === 2) {
      const last = Math.max(...written.map((w) => w.at));
      for (const { role } of written) {
        await commands.execute(reviewTarget(bookingId, role), 'NoteCounterpartReview', { bookingId, authorRole: role }, system(last), { commandId: `demo-review-published:${bookingId}:${role}` });
      }
    } else {
      const closesAt = reviewWindowClosesAt(state.completedAt);
      for (const role of ['client', 'cleaner'] as const) {
        await commands.execute(reviewTarget(bookingId, role), 'CloseReviewWindow', { bookingId, authorRole: role }, system(closesAt), { commandId: `review-window:${bookingId}:${role}` });
      }
    }
  };

  /** The person reviewed answers in public. */
  const reply = (bookingId: string, role: ReviewRole, replierId: string, text: string, at: number) =>
    commands.execute(reviewTarget(bookingId, role), 'ReplyToReview', { bookingId, authorRole: role, reply: text }, actor(replierId, at));

  return { actor, system, settle, endPayment, chargeBalance, punchSpot, finish, review, reply };
}

/** Ratings of the seven categories: `overall` for overall, reliability and communication, `others` for the rest. */
export const stars = (overall: number, others: number): Ratings => ({
  cleanliness: others, quality: others, reliability: overall, punctuality: others, communication: overall, professionalism: others, overall,
});
