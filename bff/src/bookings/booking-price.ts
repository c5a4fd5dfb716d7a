import {
  CleanerNotFoundError,
  checkDuration,
  checkTime,
  computeBookingPrice,
  NoRateForPropertyError,
  pricingBaseFor,
  PropertyNotFoundError,
  referralTarget,
  type PriceBase,
  type QuoteInput,
} from '@weklean/domain';
import type { CommandHandler } from '@weklean/platform';
import type { BookableCleaner, BookableProperty, BookingFacts } from './booking-facts';

/**
 * What a booking would cost the client, and the facts its price stands on: the cleaner and the client's own property,
 * the first-booking flag, and the referral amounts the client's referral stream still offers. Quoting writes nothing;
 * a request asks the same questions again, so the price it holds is the price the client was shown (or refused).
 */
export type PriceDeps = { commands: CommandHandler; facts: BookingFacts; serviceFeeCents: number };

/** The cleaner by slug and the property, which must be the client's own. */
export const resolveBookable = async (deps: Pick<PriceDeps, 'facts'>, clientId: string, input: QuoteInput): Promise<{ cleaner: BookableCleaner; property: BookableProperty }> => {
  const cleaner = await deps.facts.cleanerBySlug(input.cleanerSlug);
  if (!cleaner) throw new CleanerNotFoundError();
  const property = await deps.facts.property(input.propertyId);
  if (!property || property.clientId !== clientId) throw new PropertyNotFoundError();
  return { cleaner, property };
};

/** The price of a booking of `base` with the client's flags and the referral amounts given. */
export type PriceTerms = { base: PriceBase; input: Pick<QuoteInput, 'cleanerBringsSupplies' | 'emergency'>; firstBooking: boolean };
export const priceOf = (deps: Pick<PriceDeps, 'serviceFeeCents'>, { base, input, firstBooking }: PriceTerms, referralDiscountCents: number, referralCreditCents: number) =>
  computeBookingPrice({
    base,
    cleanerBringsSupplies: input.cleanerBringsSupplies,
    emergency: input.emergency !== null,
    firstBooking,
    referralDiscountCents,
    referralCreditCents,
    serviceFeeCents: deps.serviceFeeCents,
  });

/**
 * The referral amounts a client's next booking gets (docs/api/referrals.md): a referred friend's $10 on their first
 * booking, and the earned credit that expires first, when it fits whole in what is left to discount (otherwise it
 * waits for a larger booking). Read from the client's own referral stream, so a credit spent a moment ago is not offered.
 */
export const referralOffer = async (deps: PriceDeps, clientId: string, terms: PriceTerms, now: Date) => {
  const discountCents = terms.firstBooking ? await deps.facts.friendDiscountCents(clientId, now) : 0;
  const account = await deps.commands.load(referralTarget(clientId));
  const credit = Object.values(account.rewards)
    .filter((reward) => reward.status === 'earned' && reward.kind === 'credit' && reward.expiresAt !== null && Date.parse(reward.expiresAt) > now.getTime())
    .sort((a, b) => (a.expiresAt ?? '').localeCompare(b.expiresAt ?? ''))[0];
  const fits = credit !== undefined && priceOf(deps, terms, discountCents, credit.amountCents).referralCredit === credit.amountCents;
  return { discountCents, credit: fits ? { refereeId: credit.refereeId, amountCents: credit.amountCents } : null };
};

export function createQuoteBooking(deps: PriceDeps) {
  return {
    async quote(clientId: string, input: QuoteInput, now: Date) {
      const { cleaner, property } = await resolveBookable(deps, clientId, input);
      checkDuration(input.durationHours);
      if (input.startsAt !== undefined) checkTime(input.startsAt, input.durationHours, now.toISOString());
      const base = pricingBaseFor(cleaner.rates, property, input.durationHours);
      if (!base) throw new NoRateForPropertyError();
      const firstBooking = await deps.facts.isFirstBooking(clientId);
      const terms = { base, input, firstBooking };
      const offer = await referralOffer(deps, clientId, terms, now);
      const price = priceOf(deps, terms, offer.discountCents, offer.credit?.amountCents ?? 0);
      return {
        ...price,
        pricing: base.kind,
        hourlyRateCents: base.kind === 'hourly' ? base.hourlyRateCents : null,
        firstBooking,
        referralDiscountCents: offer.discountCents,
        referralCreditCents: offer.credit?.amountCents ?? 0,
      };
    },
  };
}
