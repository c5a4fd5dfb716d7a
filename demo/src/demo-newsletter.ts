import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Logger } from '@weklean/platform';
import { addNewsletterSubscribers, hasNewsletterSubscribers, type NewsletterTopic, type NewSubscriber } from '@weklean/projections';
import type postgres from 'postgres';
import { mulberry32 } from './demo-data/random';

const FIRST = ['julie', 'marc', 'sophie', 'alex', 'nadia', 'olivier', 'camille', 'david', 'emma', 'karim', 'lea', 'samuel', 'chloe', 'thomas', 'mei', 'gabriel', 'ines', 'noah', 'maya', 'felix'];
const LAST = ['tremblay', 'gagnon', 'roy', 'cote', 'bouchard', 'gauthier', 'morin', 'lavoie', 'fortin', 'nguyen', 'smith', 'pelletier'];
const DOMAINS = ['example.com', 'example.org', 'example.net'];
/** Each subscriber's boxes, in turn: most want tips or offers, a cleaner the cleaners' news. */
const CHOICES: readonly (readonly NewsletterTopic[])[] = [
  ['tips'], ['tips', 'offers'], ['offers'], ['cleaners'], ['tips', 'company-news'], ['cleaners', 'company-news'], ['offers', 'company-news'], ['tips', 'offers', 'company-news'],
];
export const DEMO_SUBSCRIBER_COUNT = 64;

/** The demo's newsletter subscribers over the last year (fictional addresses), two in three confirmed, the rest waiting this week. */
export function demoSubscribers(now: Date): NewSubscriber[] {
  // Seeded: the demo's list is the same on every first start.
  const random = mulberry32(16);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)] as T;
  return Array.from({ length: DEMO_SUBSCRIBER_COUNT }, (_, i) => {
    const confirmed = random() < 0.67;
    // A sign-up still unconfirmed after 7 days is erased by the nightly retention (workers: UNCONFIRMED_SIGNUP_DAYS), so
    // the demo's unconfirmed ones signed up in the last 6 days: older, the first 04:30 erased them under a running demo.
    const createdAt = new Date(now.getTime() - Math.floor(random() * (confirmed ? 365 : 6) * 86_400_000) - 3_600_000);
    return {
      id: randomUUID(),
      email: `${pick(FIRST)}.${pick(LAST)}${i}@${pick(DOMAINS)}`,
      language: random() < 0.7 ? 'fr' : 'en',
      topics: CHOICES[i % CHOICES.length] ?? ['tips'],
      consentGivenAt: createdAt,
      confirmedAt: confirmed ? new Date(createdAt.getTime() + Math.floor(random() * 48 * 3_600_000) + 60_000) : null,
      unsubscribeTokenHash: createHash('sha256').update(randomBytes(32)).digest('hex'),
      createdAt,
    };
  });
}

/** Seeds the demo's subscribers once: left alone when the list has anyone on it. */
export async function seedDemoNewsletter(options: { sql: postgres.Sql; logger: Logger; now: Date }): Promise<number> {
  if (await hasNewsletterSubscribers(options.sql)) return 0;
  const added = await addNewsletterSubscribers(options.sql, demoSubscribers(options.now));
  options.logger.info('seeded the demo newsletter subscribers', { added });
  return added;
}
