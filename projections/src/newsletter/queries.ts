import type postgres from 'postgres';

/** What a subscriber can ask to receive (the public sign-up's boxes): `cleaners` is the news for cleaners. */
export const NEWSLETTER_TOPICS = ['tips', 'offers', 'cleaners', 'company-news'] as const;
export type NewsletterTopic = (typeof NEWSLETTER_TOPICS)[number];

export type NewSubscriber = {
  id: string;
  email: string;
  language: 'fr' | 'en';
  topics: readonly NewsletterTopic[];
  consentGivenAt: Date;
  confirmedAt: Date | null;
  /** SHA-256 of the unsubscribe link's token, hex. */
  unsubscribeTokenHash: string;
  createdAt: Date;
};

export type SubscriberRow = { id: string; email: string; language: string; topics: string[]; consent_given_at: Date; confirmed_at: Date | null; created_at: Date };

/** Adds subscribers; an address already subscribed (in any case) is left as it is. Returns how many were added. */
export async function addNewsletterSubscribers(sql: postgres.Sql, subscribers: readonly NewSubscriber[]): Promise<number> {
  if (subscribers.length === 0) return 0;
  const rows = subscribers.map((s) => ({
    id: s.id,
    email: s.email,
    language: s.language,
    topics: sql.array([...s.topics]),
    consent_given_at: s.consentGivenAt,
    confirmed_at: s.confirmedAt,
    unsubscribe_token_hash: s.unsubscribeTokenHash,
    created_at: s.createdAt,
  }));
  const result = await sql`insert into newsletter_subscribers ${sql(rows)} on conflict do nothing`;
  return result.count;
}

/** Whether anyone subscribed yet (the demo's subscribers are added once). */
export async function hasNewsletterSubscribers(sql: postgres.Sql): Promise<boolean> {
  return (await sql`select 1 from newsletter_subscribers limit 1`).length > 0;
}

/** Removes an address from the list (unsubscribing, or the person's request under Law 25); true if it was there. */
export async function eraseNewsletterSubscriber(sql: postgres.Sql, email: string): Promise<boolean> {
  return (await sql`delete from newsletter_subscribers where lower(email) = lower(${email})`).count > 0;
}

export type NewsletterFigures = {
  total: number;
  confirmed: number;
  unconfirmed: number;
  byTopic: { topic: NewsletterTopic; confirmed: number; unconfirmed: number }[];
};

/** How many subscribe, confirmed (double opt-in done) or not, in all and per topic (every topic, empty ones at 0). */
export async function newsletterFigures(sql: postgres.Sql): Promise<NewsletterFigures> {
  const [totals] = await sql<{ total: number; confirmed: number }[]>`
    select count(*)::int as total, count(confirmed_at)::int as confirmed from newsletter_subscribers`;
  const rows = await sql<{ topic: string; confirmed: number; unconfirmed: number }[]>`
    select topic, count(confirmed_at)::int as confirmed, (count(*) - count(confirmed_at))::int as unconfirmed
    from newsletter_subscribers, unnest(topics) as topic group by topic`;
  const total = totals?.total ?? 0;
  const confirmed = totals?.confirmed ?? 0;
  return {
    total,
    confirmed,
    unconfirmed: total - confirmed,
    byTopic: NEWSLETTER_TOPICS.map((topic) => {
      const row = rows.find((candidate) => candidate.topic === topic);
      return { topic, confirmed: row?.confirmed ?? 0, unconfirmed: row?.unconfirmed ?? 0 };
    }),
  };
}

/** A page of subscribers, the newest first, of one topic or all. */
export async function newsletterSubscribers(sql: postgres.Sql, options: { topic: NewsletterTopic | null; limit: number; offset: number }) {
  const where = options.topic === null ? sql`true` : sql`${options.topic} = any(topics)`;
  const [count] = await sql<{ total: number }[]>`select count(*)::int as total from newsletter_subscribers where ${where}`;
  const rows = await sql<SubscriberRow[]>`
    select id::text, email, language, topics, consent_given_at, confirmed_at, created_at from newsletter_subscribers
    where ${where} order by created_at desc, id limit ${options.limit} offset ${options.offset}`;
  return { total: count?.total ?? 0, rows };
}

/** Every subscriber of one topic or all, the oldest first (the CSV export). */
export async function allNewsletterSubscribers(sql: postgres.Sql, topic: NewsletterTopic | null) {
  const where = topic === null ? sql`true` : sql`${topic} = any(topics)`;
  return sql<SubscriberRow[]>`
    select id::text, email, language, topics, consent_given_at, confirmed_at, created_at from newsletter_subscribers
    where ${where} order by created_at, id`;
}

/**
 * The public sign-up (docs/api/newsletter.md). A new address gets an unconfirmed row; an address not yet confirmed
 * gets its topics, language and link token replaced (the new mail's link is the only one that works); a confirmed
 * address is left as it is. Says which of the three happened; the route answers the same in every case.
 */
export async function subscribeToNewsletter(
  sql: postgres.Sql,
  subscriber: Omit<NewSubscriber, 'confirmedAt' | 'createdAt'>,
): Promise<'added' | 'renewed' | 'already-confirmed'> {
  return sql.begin(async (tx) => {
    const [existing] = await tx<{ id: string; confirmed_at: Date | null }[]>`
      select id::text, confirmed_at from newsletter_subscribers where lower(email) = lower(${subscriber.email}) for update`;
    if (existing?.confirmed_at) return 'already-confirmed';
    if (existing) {
      await tx`
        update newsletter_subscribers set topics = ${tx.array([...subscriber.topics])}, language = ${subscriber.language},
          consent_given_at = ${subscriber.consentGivenAt}, unsubscribe_token_hash = ${subscriber.unsubscribeTokenHash}
        where id = ${existing.id}`;
      return 'renewed';
    }
    const added = await tx`
      insert into newsletter_subscribers (id, email, language, topics, consent_given_at, unsubscribe_token_hash)
      values (${subscriber.id}, ${subscriber.email}, ${subscriber.language}, ${tx.array([...subscriber.topics])},
        ${subscriber.consentGivenAt}, ${subscriber.unsubscribeTokenHash})
      on conflict do nothing`;
    // Another request added the same address in between: theirs stands.
    return added.count === 1 ? 'added' : 'renewed';
  });
}

/** Follows the confirmation link: sets confirmed_at once. The subscriber's language, or null for an unknown token. */
export async function confirmNewsletterSubscriber(sql: postgres.Sql, tokenHash: string, at: Date): Promise<{ language: string } | null> {
  const [row] = await sql<{ language: string }[]>`
    update newsletter_subscribers set confirmed_at = coalesce(confirmed_at, ${at})
    where unsubscribe_token_hash = ${tokenHash} returning language`;
  return row ?? null;
}

/** Follows the unsubscribe link: the row is deleted (nothing kept, Law 25). Its language, or null for an unknown token. */
export async function unsubscribeNewsletterToken(sql: postgres.Sql, tokenHash: string): Promise<{ language: string } | null> {
  const [row] = await sql<{ language: string }[]>`
    delete from newsletter_subscribers where unsubscribe_token_hash = ${tokenHash} returning language`;
  return row ?? null;
}

/**
 * Erases the sign-ups never confirmed whose confirmation mail was sent before `before` (their link then says it is no
 * longer valid): an unconfirmed address holds no consent to anything, so it is not kept (Law 25). How many went.
 */
export async function deleteUnconfirmedNewsletterSubscribers(sql: postgres.Sql, before: Date): Promise<number> {
  const deleted = await sql`delete from newsletter_subscribers where confirmed_at is null and consent_given_at < ${before}`;
  return deleted.count;
}
