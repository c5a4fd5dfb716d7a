import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { EMAIL_EFFECT, EMAIL_KIND_OF, QUEBEC_TIME_ZONE, dateFormatters, frenchFirstOfMonth, type EmailNotification, type RecordedEvent } from '@weklean/domain';
import { mailRecipients, type Logger, type Mailer } from '@weklean/platform';
import type postgres from 'postgres';
import type { EffectHandler } from '../reactors/dispatch';

type Texts = Record<string, string | { subject: string; body: string }>;

const localesDir = join(dirname(fileURLToPath(import.meta.resolve('@weklean/domain/package.json'))), 'locales');
export const emailTexts: Record<'fr' | 'en', Texts> = {
  fr: JSON.parse(readFileSync(join(localesDir, 'fr', 'emails.json'), 'utf8')) as Texts,
  en: JSON.parse(readFileSync(join(localesDir, 'en', 'emails.json'), 'utf8')) as Texts,
};

/** Older news is not mailed: a replay of the log (a new reactor, a rebuild) must not flood anyone's mailbox. */
export const STALE_AFTER_MS = 60 * 60_000;

export const fill = (template: string, values: Record<string, string>) => template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');

/** Whether an event is older than `staleAfterMs`, by the command's own clock (the demo's past bookings are played at their past instants). */
export const isOldNews = (cause: RecordedEvent, staleAfterMs: number) => {
  const occurred = Date.parse(String(cause.metadata.occurredAt ?? cause.created.toISOString()));
  return Date.now() - (Number.isFinite(occurred) ? occurred : cause.created.getTime()) > staleAfterMs;
};

/** A booking's start as a notification says it, in Québec's time. */
const startFormats = dateFormatters({ weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', hour: 'numeric', minute: '2-digit', timeZone: QUEBEC_TIME_ZONE });
export const startText = (startsAt: string, language: 'fr' | 'en') => frenchFirstOfMonth(startFormats[language].format(new Date(startsAt)));

/** The mail of a notification in a language: subject, text and its first link as the call to action (unit-tested). */
export function composeEmail(notification: EmailNotification, language: 'fr' | 'en', values: { name: string; other: string; publicUrl: string }) {
  const catalogue = emailTexts[language];
  const entry = catalogue[notification.template] as { subject: string; body: string };
  const date = notification.startsAt ? startText(notification.startsAt, language) : '';
  const booking = notification.bookingId ? `${values.publicUrl}/bookings/${notification.bookingId}` : '';
  const fields = {
    name: values.name,
    other: values.other,
    date,
    bookingUrl: booking,
    acceptUrl: booking ? `${booking}/accept` : '',
    declineUrl: booking ? `${booking}/decline` : '',
    payUrl: booking ? `${booking}/pay` : '',
    payoutsUrl: `${values.publicUrl}/profile/payouts`,
  };
  const greeting = fill(String(catalogue.greeting), fields);
  const firstLink = /\{\{(\w+Url)\}\}/.exec(entry.body)?.[1] as keyof typeof fields | undefined;
  return {
    subject: fill(entry.subject, fields),
    text: `${greeting}\n\n${fill(entry.body, fields)}\n\n${String(catalogue.signature)}\n`,
    language,
    ...(firstLink && fields[firstLink] ? { callToAction: fields[firstLink] } : {}),
  };
}

/**
 * The notifications reactor's e-mails: once per notification (the log table), in the recipient's language, with
 * links that act (`/bookings/:id/accept`); never for news older than an hour, nor to a deleted account, nor of a kind
 * the person turned off.
 */
export function emailEffects(deps: { sql: postgres.Sql; mailer: Mailer; publicUrl: string; logger: Logger; staleAfterMs?: number }): Record<string, EffectHandler> {
  const staleAfterMs = deps.staleAfterMs ?? STALE_AFTER_MS;
  return {
    [EMAIL_EFFECT]: async (data, { cause, effectId }) => {
      if (isOldNews(cause, staleAfterMs)) return;
      const notification = data as EmailNotification;
      const people = await mailRecipients(deps.sql, [notification.userId, ...(notification.otherId ? [notification.otherId] : [])]);
      // A deleted account has no row: nobody to write to.
      const recipient = people.find((person) => person.id === notification.userId);
      if (!recipient) return;
      // The person turned this kind of e-mail off (account settings).
      const kind = EMAIL_KIND_OF[notification.template];
      if (kind && recipient.emailOptOuts.includes(kind)) return;
      const other = people.find((person) => person.id === notification.otherId)?.name ?? '';
      const [first] = await deps.sql`
        insert into notification_log (effect_id, user_id, template) values (${effectId}, ${recipient.id}, ${notification.template})
        on conflict (effect_id) do nothing returning effect_id`;
      if (!first) return;
      const mail = composeEmail(notification, recipient.language, { name: recipient.name, other, publicUrl: deps.publicUrl });
      try {
        await deps.mailer.send({ to: recipient.email, ...mail });
      } catch (error) {
        // Not sent: the log row goes, so that the reactor's retry sends it.
        await deps.sql`delete from notification_log where effect_id = ${effectId}`;
        throw error;
      }
    },
  };
}
