import { randomUUID } from 'node:crypto';
import { newReferralCode, referralTarget, rewardExpiresAt, SYSTEM_USER, type EventStore } from '@weklean/domain';
import { createCommandHandler, type Logger } from '@weklean/platform';
import type { DemoUseCases } from './demo-use-cases';

/**
 * The demo client's referrals, through the same commands as the screens: a code, a friend who signed up with it two
 * days ago (her $10 off waits for her first booking: sign in as her and book to see it in the price), and a friend who
 * signed up seven months ago and never booked (the reward expired by its timer). Runs once, on the first start.
 */
export async function seedDemoReferrals(options: {
  store: EventStore;
  logger: Logger;
  now: Date;
  clientEmail: string;
  friendEmail: string;
  useCases: Pick<DemoUseCases, 'accounts' | 'hashPassword'>;
}) {
  const { accounts } = options.useCases;
  const [client, friend] = [await accounts.byEmail(options.clientEmail), await accounts.byEmail(options.friendEmail)];
  if (!client || !friend) return;
  const commands = createCommandHandler(options.store);
  const target = referralTarget(client.id);
  const at = (days: number) => new Date(options.now.getTime() + days * 86_400_000);
  const signedUp = at(-215);
  const { state } = await commands.execute(target, 'IssueReferralCode', { userId: client.id, code: newReferralCode(Math.random) }, { userId: client.id, now: at(-220) });
  if (state.code === null || state.referees.length > 0) return;
  // A friend who joined seven months ago (with a password nobody knows: the account is only shown) and never booked.
  const former = await accounts.create({
    name: 'Daniel Wright', email: 'daniel.wright@example.com', passwordHash: await options.useCases.hashPassword(randomUUID(), 10), language: 'en', role: 'client',
  });
  if (!former) return;
  await commands.execute(target, 'RecordReferral', { userId: client.id, refereeId: former.id, code: state.code, sameEmail: false }, { userId: former.id, now: signedUp });
  await commands.execute(target, 'ExpireReferralReward', { userId: client.id, refereeId: former.id }, { userId: SYSTEM_USER, now: new Date(rewardExpiresAt(signedUp.toISOString())) }, {
    commandId: `referral-expiry:${client.id}:${former.id}:pending`,
  });
  await commands.execute(target, 'RecordReferral', { userId: client.id, refereeId: friend.id, code: state.code, sameEmail: false }, { userId: friend.id, now: at(-2) });
  options.logger.info('seeded the demo referrals');
}
