import { randomUUID } from 'node:crypto';
import { cleanerTarget, type EventStore } from '@weklean/domain';
import { createCommandHandler, createSessions } from '@weklean/platform';
import type postgres from 'postgres';

export type Person = { id: string; token: string };
export type BenchCleaner = Person & { slug: string };
export type Seeded = { cleaners: BenchCleaner[]; clients: Person[]; seconds: number };

/** Runs `work` over `items`, `width` at a time. */
export async function inParallel<T>(items: readonly T[], width: number, work: (item: T, index: number) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) {
        const index = next++;
        await work(items[index]!, index);
      }
    }),
  );
}

/**
 * A verified Montréal cleaner, through the same commands as the onboarding screens and the admin's review (as
 * bff/test/support/cleaners.ts): the quick start, the details, eligibility, an approved identity document, and working
 * hours every day from 8:00 to 20:00 (the availability a request is checked against on the cleaner's calendar).
 */
async function makeCleaner(store: EventStore, cleanerId: string, index: number, adminId: string, now: Date) {
  const commands = createCommandHandler(store);
  const as = { userId: cleanerId, now };
  const target = cleanerTarget(cleanerId);
  const name = `Bench Cleaner ${index}`;
  await commands.execute(target, 'StartCleanerProfile', {
    cleanerId, displayName: name, primaryCityId: 'montreal', serviceTypes: ['basic'], hourlyRateCents: 3000, fixedPricesCents: {}, coverageKm: 25, languages: ['fr'],
  }, as);
  await commands.execute(target, 'UpdateProfileDetails', {
    bio: `Bonjour, je suis ${name}.`, yearsOfExperience: 3, skills: [], languages: ['fr'], gender: 'prefer_not_to_say', certificates: [], petsTolerated: [], ecoCertified: false,
  }, as);
  await commands.execute(target, 'DeclareEligibility', { birthDate: '1990-01-01', authorisedToWorkInCanada: true }, as);
  const documentId = randomUUID();
  await commands.execute(target, 'SubmitVerificationDocument', { documentId, type: 'id', fileId: `file-${documentId}`, contentType: 'application/pdf', sizeBytes: 1000 }, as);
  await commands.execute(target, 'ApproveDocument', { documentId, adminId }, { userId: adminId, now });
  await commands.execute(target, 'AddAvailabilityBlock', { blockId: randomUUID(), allDay: false, date: null, days: [0, 1, 2, 3, 4, 5, 6], startTime: '08:00', endTime: '20:00' }, as);
}

/**
 * `pairs` cleaners and as many clients: accounts written straight into `users` (as bench/ws does), a signed-in
 * session each, and the cleaners' profiles through their commands. The clients' properties are added later through
 * the API (main.ts), once the server runs; the cleaners' slugs are read once the cleaner-search projection has them.
 */
export async function seedPeople(sql: postgres.Sql, store: EventStore, pairs: number, now: Date): Promise<Omit<Seeded, 'cleaners'> & { cleaners: Person[] }> {
  const started = performance.now();
  const person = (role: 'client' | 'cleaner', index: number) => ({
    id: randomUUID(), name: `Bench ${role} ${index}`, email: `bench.${role}.${index}@example.com`, password_hash: 'x', role,
  });
  const cleanerRows = Array.from({ length: pairs }, (_, index) => person('cleaner', index));
  const clientRows = Array.from({ length: pairs }, (_, index) => person('client', index));
  await sql`insert into users ${sql([...cleanerRows, ...clientRows])}`;
  const sessions = createSessions(sql);
  const signedIn = async (rows: { id: string }[]) => {
    const people: Person[] = [];
    for (const row of rows) people.push({ id: row.id, token: (await sessions.open(row.id, false)).token });
    return people;
  };
  const adminId = randomUUID();
  await inParallel(cleanerRows, 8, (row, index) => makeCleaner(store, row.id, index, adminId, now));
  return { cleaners: await signedIn(cleanerRows), clients: await signedIn(clientRows), seconds: (performance.now() - started) / 1000 };
}
