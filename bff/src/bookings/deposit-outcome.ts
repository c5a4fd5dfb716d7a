import { bookingTarget, type Actor, type ChargeFailure, type ExistingBooking, type OpenPaymentState } from '@weklean/domain';
import type { CommandHandler } from '@weklean/platform';
import { releaseSlot } from './booking-schedule';

/**
 * What the deposit's outcome does to the bookings it pays for, now rather than at the reactor's pace: paid, the
 * request reaches the cleaner; failed, the requests are withdrawn and their time freed. The same commands, with the
 * same ids, as the deposit-outcome and free-slot reactors': whichever comes second changes nothing. Writes the
 * bookings' streams and their cleaner's schedule; returns the bank's reason for a failed deposit.
 */
export const settleDeposit = async (commands: CommandHandler, payment: OpenPaymentState, bookings: readonly ExistingBooking[], system: Actor): Promise<ChargeFailure | null> => {
  const deposit = payment.charges.find((charge) => charge.kind === 'deposit');
  if (deposit?.status === 'failed') {
    for (const booking of bookings) {
      await commands.execute(bookingTarget(booking.bookingId), 'WithdrawBooking', { reason: 'payment_failed' }, system, { commandId: `withdraw:${booking.bookingId}` });
      await releaseSlot(commands, system, booking);
    }
    return deposit.reason ?? 'card_declined';
  }
  if (deposit?.status === 'succeeded') {
    await commands.execute(bookingTarget(payment.bookingId), 'ConfirmDeposit', {}, system, { commandId: `deposit-paid:${payment.bookingId}` });
  }
  return null;
};
