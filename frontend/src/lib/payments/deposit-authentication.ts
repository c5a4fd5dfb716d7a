import type { CardPayment } from './card-payment';
import { syncPayment } from './card-payment';
import { depositOutcome, type DepositAnswer, type DepositOutcome } from './deposit-step';

/** The navigation state that opens the simulated bank's dialog as the booking's page shows (right after the request). */
export const AUTHENTICATE_NOW = { authenticate: true } as const;

export function wantsAuthenticationNow(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as { authenticate?: unknown }).authenticate === true;
}

/**
 * After the request: where the bank asks for 3-D Secure and payments are Stripe's, its window opens at once
 * (`stripe.handleNextAction`) and the provider's answer is read then (`/payment/sync`). Whatever goes wrong on the way
 * leaves the step to take on the booking's page (`confirm`). Simulated payments answer `confirm`: their dialog is the
 * booking page's.
 */
export async function depositAfterRequest(created: DepositAnswer & { id: string }, card: CardPayment): Promise<DepositOutcome> {
  const outcome = depositOutcome(created);
  const action = created.payment?.nextAction;
  if (outcome !== 'confirm' || card.mode !== 'stripe' || !action) return outcome;
  try {
    if (!(await card.authenticate(action.clientSecret))) return 'confirm';
    return depositOutcome(await syncPayment(created.id));
  } catch {
    return 'confirm';
  }
}
