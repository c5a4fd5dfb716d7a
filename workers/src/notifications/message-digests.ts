import PgBoss from 'pg-boss';
import { QUEBEC_TIME_ZONE, dateFormatters, frenchFirstOfMonth } from '@weklean/domain';
import { createMailer, mailRecipients, publicUrlOf, smtpUrlOf, type Logger, type Mailer } from '@weklean/platform';
import { pendingDigests, type PendingDigest } from '@weklean/projections';
import type postgres from 'postgres';
import type { Worker } from '../worker';
import { startOneAtATime } from '../boss-start';
import { emailTexts, fill } from './email-notifications';

export const MESSAGE_DIGESTS_QUEUE = 'weklean-message-digests';
/** Every minute: a conversation's digest leaves within a minute of its oldest message being 10 minutes unread. */
export const MESSAGE_DIGESTS_CRON = '* * * * *';
/** SPEC/issue 13: new messages as one digest per conversation after about 10 minutes unread. */
export const DIGEST_DELAY_MS = 10 * 60_000;
/** Messages older than a day are not mailed (a rebuilt read model, an old demo conversation). */
export const DIGEST_HORIZON_MS = 24 * 60 * 60_000;

const EXCERPT_CHARS = 200;
const digestDateFormats = dateFormatters({ dateStyle: 'full', timeZone: QUEBEC_TIME_ZONE });

/** The digest e-mail of one conversation, in the recipient's language, its answer link as the call to action (unit-tested). */
export function composeDigest(digest: Pick<PendingDigest, 'booking_id' | 'starts_at' | 'count' | 'texts'>, language: 'fr' | 'en', values: { name: string; other: string; publicUrl: string }) {
  const catalogue = emailTexts[language];
  // `excerpt`: one message quoted the reader's way (« … » in French).
  const entry = catalogue['message-digest'] as { subject: string; body: string; excerpt: string };
  const date = digest.starts_at
    ? frenchFirstOfMonth(digestDateFormats[language].format(digest.starts_at))
    : '';
  // The latest first in the query; oldest first to read.
  const excerpts = [...digest.texts]
    .reverse()
    .filter((text) => text !== '')
    .map((text) => (text.length > EXCERPT_CHARS ? `${text.slice(0, EXCERPT_CHARS)}…` : text))
    .map((text) => fill(entry.excerpt, { text }))
    .join('\n');
  const fields = {
    name: values.name,
    other: values.other,
    date,
    count: String(digest.count),
    excerpts,
    conversationUrl: `${values.publicUrl}/messages/${digest.booking_id}`,
    settingsUrl: `${values.publicUrl}/profile`,
  };
  const greeting = fill(String(catalogue.greeting), fields);
  return {
    subject: fill(entry.subject, fields),
    text: `${greeting}\n\n${fill(entry.body, fields)}\n\n${String(catalogue.signature)}\n`,
    language,
    callToAction: fields.conversationUrl,
  };
}

/**
 * One sweep: for each conversation whose oldest unread message (not yet in a digest) is 10 minutes unread, one e-mail
 * to its recipient with all of them, never one per message. The digest log is claimed before sending (a second
 * process claims nothing) and given back when the mail fails, so the next sweep sends it. Returns how many went.
 */
export async function sendMessageDigests(deps: { sql: postgres.Sql; mailer: Mailer; publicUrl: string; logger: Logger }, now: Date): Promise<number> {
  let sent = 0;
  for (const digest of await pendingDigests(deps.sql, { now, delayMs: DIGEST_DELAY_MS, horizonMs: DIGEST_HORIZON_MS })) {
    const people = await mailRecipients(deps.sql, [digest.recipient_id, digest.sender_id]);
    const recipient = people.find((person) => person.id === digest.recipient_id);
    // A deleted account, or a person who turned message e-mails off.
    if (!recipient || recipient.emailOptOuts.includes('messages')) continue;
    const [previous] = await deps.sql<{ last_position: string }[]>`
      select last_position::text from message_digest_log where user_id = ${recipient.id} and booking_id = ${digest.booking_id}`;
    const claimed = await deps.sql`
      insert into message_digest_log (user_id, booking_id, last_position, sent_at) values (${recipient.id}, ${digest.booking_id}, ${digest.last_position}::bigint, ${now})
      on conflict (user_id, booking_id) do update set last_position = excluded.last_position, sent_at = excluded.sent_at
        where message_digest_log.last_position < excluded.last_position
      returning 1`;
    if (claimed.length === 0) continue;
    const other = people.find((person) => person.id === digest.sender_id)?.name ?? '';
    try {
      await deps.mailer.send({ to: recipient.email, ...composeDigest(digest, recipient.language, { name: recipient.name, other, publicUrl: deps.publicUrl }) });
      sent += 1;
    } catch (error) {
      // Given back: the next sweep tries again.
      if (previous) await deps.sql`update message_digest_log set last_position = ${previous.last_position}::bigint where user_id = ${recipient.id} and booking_id = ${digest.booking_id}`;
      else await deps.sql`delete from message_digest_log where user_id = ${recipient.id} and booking_id = ${digest.booking_id}`;
      deps.logger.warn('message digest not sent; tried again at the next sweep', { userId: recipient.id, bookingId: digest.booking_id, error });
    }
  }
  if (sent > 0) deps.logger.info('message digests sent', { sent });
  return sent;
}

/** The sweep every minute on pg-boss (one tick per minute across every process), by the app's clock. */
export const messageDigestsWorker: Worker = {
  name: 'message-digests',
  start(infra) {
    const logger = infra.logger.child({ worker: 'message-digests' });
    const boss = new PgBoss({ connectionString: infra.databaseUrl, max: 1, application_name: 'weklean-digests' });
    boss.on('error', (error) => logger.error('schedule store failed', { error }));
    const clock = infra.testClock?.now ?? (() => new Date());
    const mailer = createMailer({ smtpUrl: smtpUrlOf(infra.config), from: infra.config.MAIL_FROM, sql: infra.sql, logger });
    const started = (async () => {
      await startOneAtATime(async () => {
        await boss.start();
        if (!(await boss.getQueue(MESSAGE_DIGESTS_QUEUE))) {
          await boss.createQueue(MESSAGE_DIGESTS_QUEUE, { name: MESSAGE_DIGESTS_QUEUE, retryLimit: 0, expireInSeconds: 55 }).catch(async (error: unknown) => {
            // Another process created it meanwhile.
            if (!(await boss.getQueue(MESSAGE_DIGESTS_QUEUE))) throw error;
          });
        }
        await boss.schedule(MESSAGE_DIGESTS_QUEUE, MESSAGE_DIGESTS_CRON, {}, { tz: QUEBEC_TIME_ZONE });
      });
      await boss.work(MESSAGE_DIGESTS_QUEUE, async () => {
        await sendMessageDigests({ sql: infra.sql, mailer, publicUrl: publicUrlOf(infra.config), logger }, clock());
      });
    })().catch((error: unknown) => logger.error('message digests could not start', { error }));
    return async () => {
      await started;
      await boss.stop({ graceful: true, timeout: 10_000, wait: true });
    };
  },
};
