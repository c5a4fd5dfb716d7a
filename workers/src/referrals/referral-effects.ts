import { bookingTarget, paymentTarget, referralTarget, REFERRAL_EFFECTS, type JobPaidEffect, type ReferralFraudReason } from '@weklean/domain';
import { roleOf, streetAddressesOf, type CommandHandler, type PaymentGateway } from '@weklean/platform';
import { latestBookingIdsOfClient, referrerOf } from '@weklean/projections';
import type postgres from 'postgres';
import type { EffectHandler } from '../reactors/dispatch';

/** How many of the referrer's latest bookings' cards the card rule compares (a referrer with more is looked at on those). */
const REFERRER_BOOKINGS_CHECKED = 20;

/** An address as the rule compares it: letters and digits of the street, and the postal code, in lower case. */
const addressKey = (street: string, postalCode: string) => `${street}|${postalCode}`.toLowerCase().normalize('NFD').replace(/[^a-z0-9|]/g, '');

/**
 * A job completed and paid (the referral-payments reactor's effect): for its client and its cleaner, if a friend
 * referred them, `CompleteReferral` goes to the referrer's stream, which earns the $20 once (or holds it). The fraud
 * rules of SPEC 3 checked here, on the client's side: the card paid with is one the referrer paid with (the provider's
 * fingerprint), or the home cleaned is one of the referrer's properties. The same e-mail was flagged at sign-up.
 */
export function referralEffects(deps: { commands: CommandHandler; gateway: PaymentGateway; sql: postgres.Sql }): Record<string, EffectHandler> {
  const { commands, gateway, sql } = deps;

  const cardsOfBookings = async (bookingIds: readonly string[]): Promise<Set<string>> => {
    const methods = new Set<string>();
    for (const bookingId of bookingIds) {
      const payment = await commands.load(paymentTarget(bookingId));
      if (payment.status !== 'open') continue;
      methods.add(payment.paymentMethodId);
      for (const charge of payment.charges) methods.add(charge.paymentMethodId);
    }
    const fingerprints = new Set<string>();
    for (const method of methods) {
      const fingerprint = await gateway.cardFingerprint(method).catch(() => null);
      if (fingerprint) fingerprints.add(fingerprint);
    }
    return fingerprints;
  };

  const clientRules = async (job: JobPaidEffect, referrerId: string): Promise<ReferralFraudReason[]> => {
    const reasons: ReferralFraudReason[] = [];
    const referrerBookings = await latestBookingIdsOfClient(sql, referrerId, REFERRER_BOOKINGS_CHECKED);
    const [mine, theirs] = [await cardsOfBookings([job.bookingId]), await cardsOfBookings(referrerBookings)];
    if ([...mine].some((fingerprint) => theirs.has(fingerprint))) reasons.push('same-card');
    const booking = await commands.load(bookingTarget(job.bookingId));
    if (booking.status !== 'none') {
      const homes = await streetAddressesOf(sql, referrerId, booking.propertyId);
      const home = homes.find((row) => row.clientId !== referrerId);
      const referrerHomes = new Set(homes.filter((row) => row.clientId === referrerId).map((row) => addressKey(row.streetAddress, row.postalCode)));
      if (home && referrerHomes.has(addressKey(home.streetAddress, home.postalCode))) reasons.push('same-address');
    }
    return reasons;
  };

  return {
    [REFERRAL_EFFECTS.jobPaid]: async (data, { actor }) => {
      const job = data as JobPaidEffect;
      for (const [refereeId, side] of [[job.clientId, 'client'], [job.cleanerId, 'cleaner']] as const) {
        const referral = await referrerOf(sql, refereeId);
        if (!referral) continue;
        const role = await roleOf(sql, referral.referrer_id);
        // A deleted referrer has no reward to receive; an admin never referred anyone.
        if (role !== 'client' && role !== 'cleaner') continue;
        const reasons = side === 'client' ? await clientRules(job, referral.referrer_id) : [];
        await commands.execute(
          referralTarget(referral.referrer_id),
          'CompleteReferral',
          { userId: referral.referrer_id, refereeId, bookingId: job.bookingId, referrerRole: role, reasons },
          actor,
        );
      }
    },
  };
}
