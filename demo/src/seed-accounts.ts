import { adminPasswordOf, type Config, type Logger } from '@weklean/platform';
import type { DemoUseCases } from './demo-use-cases';

export type SeededLogin = { label: string; email: string; password: string };

/** Demo accounts: created on first start in the embedded default so that every role can be tried at once. */
export const DEMO_ACCOUNTS = [
  { label: 'client', name: 'Sophie Tremblay', email: 'client@weklean.local', password: 'Demo-client-2026', role: 'client' },
  { label: 'cleaner', name: 'Marc-André Gagnon', email: 'cleaner@weklean.local', password: 'Demo-cleaner-2026', role: 'cleaner' },
  // Invited by the demo client (demo-referrals.ts): her $10 off shows on her first booking.
  { label: 'friend', name: 'Julie Bergeron', email: 'friend@weklean.local', password: 'Demo-friend-2026', role: 'client' },
] as const;

/**
 * Creates the admin account (ADMIN_EMAIL / ADMIN_PASSWORD) and, when demo data is on, the demo client and cleaner,
 * unless they exist. Returns the logins to print.
 */
export async function seedAccounts(
  useCases: Pick<DemoUseCases, 'accounts' | 'hashPassword'>,
  config: Config,
  withDemo: boolean,
  logger: Logger,
): Promise<SeededLogin[]> {
  const { accounts } = useCases;
  const wanted = [
    { label: 'admin', name: 'Administration Weklean', email: config.ADMIN_EMAIL, password: adminPasswordOf(config), role: 'admin' as const },
    ...(withDemo ? DEMO_ACCOUNTS : []),
  ];
  const missing: typeof wanted = [];
  for (const account of wanted) if (!(await accounts.byEmail(account.email))) missing.push(account);
  // The hashes at once (scrypt runs on libuv's threads): the printed logins are what a first start waits for.
  const hashes = await Promise.all(missing.map((account) => useCases.hashPassword(account.password, config.PASSWORD_HASH_COST)));
  for (const [index, account] of missing.entries()) {
    await accounts.create({ name: account.name, email: account.email, passwordHash: hashes[index]!, language: 'fr', role: account.role });
    logger.info('seeded an account', { role: account.role });
  }
  return wanted.map(({ label, email, password }) => ({ label, email, password }));
}
