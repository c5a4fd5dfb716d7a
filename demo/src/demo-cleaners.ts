import { createCommandHandler, type CommandHandler } from '@weklean/platform';
import { cleanerTarget } from '@weklean/domain';
import { randomUUID } from 'node:crypto';
import { cleanerStream, type EventStore, type VerificationDocumentType } from '@weklean/domain';
import type { FileStorage, Infrastructure, Logger } from '@weklean/platform';
import type postgres from 'postgres';
import type { DemoUseCases } from './demo-use-cases';
import { storeDemoAvatar, storeDemoGallery } from './demo-images';
import { demoPdf } from './demo-data/demo-pdf';
import { DEMO_EMAIL_DOMAIN, demoCleanerPlan, readmeDemoCleaner, type DemoCleaner } from './demo-data/profiles';
import { DEMO_ACCOUNTS } from './seed-accounts';

/** Every demo cleaner signs in with this password. */
export const DEMO_CLEANER_PASSWORD = 'Demo-cleaner-2026';
const SEED_LOCK = 'weklean:seed:demo-cleaners';

export type SeedDemoCleanersOptions = {
  sql: postgres.Sql;
  store: EventStore;
  files: FileStorage;
  logger: Logger;
  now: Date;
  /** The admin whose review approves the verified cleaners' documents. */
  adminId: string;
  /** PASSWORD_HASH_COST: the demo accounts' hash is as strong as a real one. */
  passwordHashCost: number;
  count?: number;
  /** Cleaners seeded at once; each one's commands run in order. */
  concurrency?: number;
  useCases: Pick<DemoUseCases, 'accounts' | 'hashPassword'>;
};

type Seeding = SeedDemoCleanersOptions & { accounts: DemoUseCases['accounts']; passwordHash: string; commands: CommandHandler };

/**
 * Demo cleaners for the embedded default: accounts in `users`, like a sign-up, and profiles built by the same
 * commands as the onboarding screens and the admin review, so that the read models, the admin's audit trail and
 * every rule see ordinary users. Safe on every start: it does nothing once the demo accounts exist, one process
 * seeds at a time (advisory lock), and after an interrupted first start it finishes the cleaners not yet started.
 *
 * Ratings stay null: reviews do not exist yet, and a rating not earned through a review would be a lie the search
 * and the profile pages show as fact. The reviews issue brings them, through its own commands.
 */
export async function seedDemoCleaners(options: SeedDemoCleanersOptions): Promise<{ created: number }> {
  const { sql, logger, useCases, count = 300, concurrency = 8 } = options;
  if ((await useCases.accounts.countWithEmailDomain(DEMO_EMAIL_DOMAIN)) >= count) return { created: 0 };
  const lock = await sql.reserve();
  try {
    const [row] = await lock<{ locked: boolean }[]>`select pg_try_advisory_lock(hashtext(${SEED_LOCK})) as locked`;
    if (!row?.locked) {
      logger.info('another process is seeding the demo cleaners');
      return { created: 0 };
    }
    try {
      const started = performance.now();
      // One hash shared by every demo account: at N=2^17 scrypt takes a few hundred milliseconds, 300 hashes would
      // take minutes of the first start. Salting each account apart protects nothing on a public demo password.
      const passwordHash = await useCases.hashPassword(DEMO_CLEANER_PASSWORD, options.passwordHashCost);
      const seeding: Seeding = { ...options, accounts: useCases.accounts, passwordHash, commands: createCommandHandler(options.store) };
      const plan = demoCleanerPlan(count, options.now);
      const created = await inPool(plan, concurrency, (cleaner) => seedCleaner(seeding, cleaner));
      // The README's demo cleaner (cleaner@weklean.local), when the demo accounts were seeded: a complete, verified profile.
      const readme = DEMO_ACCOUNTS[1];
      if (await seeding.accounts.byEmail(readme.email)) await seedCleaner(seeding, readmeDemoCleaner(options.now, readme));
      logger.info('seeded the demo cleaners', {
        created: created.filter(Boolean).length,
        verified: plan.filter((cleaner) => cleaner.verified).length,
        durationMs: Math.round(performance.now() - started),
      });
      return { created: created.filter(Boolean).length };
    } finally {
      await lock`select pg_advisory_unlock(hashtext(${SEED_LOCK}))`;
    }
  } finally {
    lock.release();
  }
}

/** The call of `npm start` with demo data: the admin account is seeded first (seedAccounts). */
export async function seedDemoCleanersOnStart(
  infra: Pick<Infrastructure, 'sql' | 'store' | 'logger' | 'config'>,
  files: FileStorage,
  useCases: Pick<DemoUseCases, 'accounts' | 'hashPassword'>,
): Promise<{ created: number }> {
  const admin = await useCases.accounts.byEmail(infra.config.ADMIN_EMAIL);
  if (!admin) throw new Error('the admin account must exist before the demo cleaners are seeded');
  return seedDemoCleaners({
    sql: infra.sql,
    store: infra.store,
    files,
    logger: infra.logger,
    now: new Date(),
    adminId: admin.id,
    passwordHashCost: infra.config.PASSWORD_HASH_COST,
    useCases,
  });
}

/** Runs `task` over `items`, `size` at a time; the first failure stops the pool (after the running tasks end). */
export async function inPool<T, R>(items: readonly T[], size: number, task: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  let next = 0;
  let failed = false;
  const worker = async () => {
    while (!failed && next < items.length) {
      const index = next;
      next += 1;
      try {
        results[index] = await task(items[index] as T);
      } catch (error) {
        failed = true;
        throw error;
      }
    }
  };
  const outcomes = await Promise.allSettled(Array.from({ length: Math.max(1, Math.min(size, items.length)) }, worker));
  const failure = outcomes.find((outcome) => outcome.status === 'rejected');
  if (failure) throw failure.reason;
  return results;
}

const DOCUMENT_TITLES: Record<'id' | 'background_check', string> = {
  id: "Pièce d'identité",
  background_check: 'Vérification des antécédents judiciaires',
};

/** False when the cleaner was already there (a resumed seed). */
async function seedCleaner(seeding: Seeding, cleaner: DemoCleaner): Promise<boolean> {
  const { accounts, commands, files, store, now, adminId } = seeding;
  const account =
    (await accounts.create({
      name: cleaner.accountName,
      email: cleaner.email,
      passwordHash: seeding.passwordHash,
      language: cleaner.accountLanguage,
      role: 'cleaner',
    })) ?? (await accounts.byEmail(cleaner.email));
  if (!account) throw new Error(`demo cleaner ${cleaner.index}: the account vanished`);
  const cleanerId = account.id;
  for await (const _event of store.readStream(cleanerStream(cleanerId), { maxCount: 1 })) return false;

  // One correlation id per cleaner: the admin's audit view shows the whole demo onboarding as one thread.
  const correlationId = randomUUID();
  const asCleaner = { userId: cleanerId, correlationId, now };
  const asAdmin = { userId: adminId, correlationId, now };
  const { start } = cleaner;
  await commands.execute(cleanerTarget(cleanerId), 'StartCleanerProfile', { cleanerId, ...start }, asCleaner);
  if (cleaner.extraCityIds.length > 0) {
    await commands.execute(
      cleanerTarget(cleanerId),
      'SetServiceArea',
      { primaryCityId: start.primaryCityId, serviceCityIds: cleaner.extraCityIds, coverageKm: start.coverageKm },
      asCleaner,
    );
  }
  if (cleaner.cityRates.length > 0) {
    await commands.execute(cleanerTarget(cleanerId), 'SetRates', { hourlyRateCents: start.hourlyRateCents, fixedPricesCents: start.fixedPricesCents, cityRates: cleaner.cityRates }, asCleaner);
  }
  await commands.execute(cleanerTarget(cleanerId), 'UpdateProfileDetails', cleaner.details, asCleaner);
  if (cleaner.declaresEligibility) {
    await commands.execute(cleanerTarget(cleanerId), 'DeclareEligibility', { birthDate: cleaner.birthDate, authorisedToWorkInCanada: true }, asCleaner);
  }
  if (cleaner.insuranceExpiresOn !== null) {
    await commands.execute(cleanerTarget(cleanerId), 'DeclareBusinessInfo', { insuranceExpiresOn: cleaner.insuranceExpiresOn }, asCleaner);
  }
  const documentIds: string[] = [];
  for (const type of ['id', 'background_check'] as const satisfies readonly VerificationDocumentType[]) {
    const documentId = randomUUID();
    const issuedOn = type === 'background_check' ? cleaner.backgroundCheckIssuedOn : null;
    const pdf = demoPdf([
      'Weklean - document de démonstration',
      `${DOCUMENT_TITLES[type]} (fictif, sans valeur légale)`,
      `Au nom de : ${cleaner.accountName}`,
      ...(issuedOn ? [`Émis le : ${issuedOn}`] : []),
    ]);
    const fileId = `demo-doc-${documentId}`;
    await files.put(fileId, pdf, 'application/pdf');
    await commands.execute(
      cleanerTarget(cleanerId),
      'SubmitVerificationDocument',
      { documentId, type, fileId, contentType: 'application/pdf', sizeBytes: pdf.byteLength, issuedOn },
      asCleaner,
    );
    documentIds.push(documentId);
  }
  if (cleaner.verified) {
    for (const documentId of documentIds) await commands.execute(cleanerTarget(cleanerId), 'ApproveDocument', { documentId, adminId }, asAdmin);
  }
  for (const week of cleaner.workingHours) {
    await commands.execute(cleanerTarget(cleanerId), 'AddAvailabilityBlock', { blockId: randomUUID(), allDay: false, date: null, ...week }, asCleaner);
  }
  for (const slot of cleaner.slots) {
    await commands.execute(cleanerTarget(cleanerId), 'AddAvailabilitySlot', { slotId: randomUUID(), ...slot }, asCleaner);
  }
  if (cleaner.avatar) {
    const stored = await storeDemoAvatar(files, cleanerId, { index: cleaner.index, gender: cleaner.details.gender, colour: cleaner.avatar.colour });
    await commands.execute(cleanerTarget(cleanerId), 'AddPhoto', { photoId: randomUUID(), kind: 'avatar', ...stored }, asCleaner);
    // One verified cleaner in five with a portrait shows rooms they cleaned (drawn, a few seconds of the first start).
    if (cleaner.verified && cleaner.index % 5 === 0) {
      for (const photo of await storeDemoGallery(files, cleanerId, cleaner.index, 3)) {
        await commands.execute(cleanerTarget(cleanerId), 'AddPhoto', { photoId: randomUUID(), kind: 'gallery', ...photo }, asCleaner);
      }
    }
  }
  return true;
}
