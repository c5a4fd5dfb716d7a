import { randomUUID } from 'node:crypto';
import { isCleanText, type Language } from '@weklean/domain';
import { adminAddresses, createRateLimiter, type Logger, type Mailer, type RateLimiter } from '@weklean/platform';
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type postgres from 'postgres';
import type { AppEnv } from '../http/env';
import { inputProblem, inputProblemFailure } from '../http/parse';
import type { Translate } from '../i18n/server-i18n';
import { clientAddress } from '../http/client-address';
import { isEmailAddress } from '../newsletter/mail-address';
import { storeContactMessage } from './contact-messages';

/** The bounds of `POST /api/contact` (docs/api/contact.md), in characters after trimming. */
export const CONTACT_LIMITS = {
  name: { min: 2, max: 100 },
  subject: { min: 3, max: 150 },
  message: { min: 10, max: 5000 },
  /** The body: a 5000-character message, even all in 4-byte characters, fits. */
  maxBodyBytes: 24 * 1024,
  perAddress: 10,
  perEmail: 5,
  windowSeconds: 3600,
} as const;

export type ContactLimits = { perAddress: RateLimiter; perEmail: RateLimiter };

export const inProcessContactLimits = (): ContactLimits => ({
  perAddress: createRateLimiter({ name: 'contact-address', points: CONTACT_LIMITS.perAddress, durationSeconds: CONTACT_LIMITS.windowSeconds }),
  perEmail: createRateLimiter({ name: 'contact-email', points: CONTACT_LIMITS.perEmail, durationSeconds: CONTACT_LIMITS.windowSeconds }),
});

const FIELDS = ['name', 'email', 'subject', 'message'] as const;
type Field = (typeof FIELDS)[number];

/** Characters counted as a person sees them (an emoji is one). */
const length = (value: string) => [...value].length;
const within = (value: string, bounds: { min: number; max: number }) => length(value) >= bounds.min && length(value) <= bounds.max;

const fieldValid: Record<Field, (value: string) => boolean> = {
  name: (value) => within(value, CONTACT_LIMITS.name) && isCleanText(value, true),
  email: (value) => isEmailAddress(value) && isCleanText(value, true),
  subject: (value) => within(value, CONTACT_LIMITS.subject) && isCleanText(value, true),
  message: (value) => within(value, CONTACT_LIMITS.message),
};

const tooMany = (c: Context<AppEnv>, seconds: number) => {
  c.header('Retry-After', String(seconds));
  return c.json({ code: 'contact.rate-limited', message: c.get('t')('contact:api.rate-limited', { seconds }) }, 429);
};

/**
 * `POST /api/contact` (docs/api/contact.md): the public contact form. The message is stored first, then mailed to
 * every administrator and a confirmation to the sender; a mail that fails is logged and the answer is still 201 (the
 * message is kept and visible to the team).
 */
export function contactRoutes(deps: {
  sql: postgres.Sql;
  mailer: Mailer;
  logger: Logger;
  translatorFor: (lng: Language) => Translate;
  clock: () => Date;
  limits?: ContactLimits;
}) {
  const limits = deps.limits ?? inProcessContactLimits();
  return new Hono<AppEnv>().post(
    '/',
    bodyLimit({
      maxSize: CONTACT_LIMITS.maxBodyBytes,
      onError: (c) =>
        c.json({ code: 'http.payload-too-large', message: c.get('t')('http.payload-too-large', { maxKb: CONTACT_LIMITS.maxBodyBytes / 1024 }) }, 413),
    }),
    async (c) => {
      const t = c.get('t');
      const body: unknown = await c.req.json().catch(() => undefined);
      if (typeof body !== 'object' || body === null || Array.isArray(body)) {
        return c.json({ code: 'http.invalid-json', message: t('http.invalid-json') }, 400);
      }
      // Control characters anywhere (tabs and line breaks aside, in the message) are refused, as everywhere in the API.
      const problem = inputProblem(body);
      if (problem) return inputProblemFailure(c, problem);
      const raw = body as Record<string, unknown>;
      const values = Object.fromEntries(FIELDS.map((field) => [field, typeof raw[field] === 'string' ? raw[field].trim() : ''])) as Record<Field, string>;
      const issues = FIELDS.filter((field) => !fieldValid[field](values[field])).map((field) => ({ field, message: t(`contact:validation.${field}`) }));
      if (issues.length > 0) return c.json({ code: 'validation', message: issues[0]!.message, issues }, 400);

      const waitAddress = await limits.perAddress.hit(clientAddress(c));
      if (waitAddress !== null) return tooMany(c, waitAddress);
      const waitEmail = await limits.perEmail.hit(values.email.toLowerCase());
      if (waitEmail !== null) return tooMany(c, waitEmail);

      const language = c.get('lang');
      const id = randomUUID();
      await storeContactMessage(deps.sql, { id, ...values, language, createdAt: deps.clock() });

      const mails = [
        // The form's messages go to every administrator, in their language.
        ...(await adminAddresses(deps.sql)).map((admin) => {
          const ta = deps.translatorFor(admin.language);
          return {
            to: admin.email,
            subject: ta('contact:mail.admin.subject', { brand: 'Weklean', subject: values.subject }),
            text: ta('contact:mail.admin.body', { ...values, language }),
            language: admin.language,
          };
        }),
        {
          to: values.email,
          subject: t('contact:mail.sender.subject', { subject: values.subject }),
          text: t('contact:mail.sender.body', { name: values.name, subject: values.subject, brand: 'Weklean' }),
          language,
        },
      ];
      for (const mail of mails) {
        try {
          await deps.mailer.send(mail);
        } catch (error) {
          deps.logger.error('contact mail failed (the message is stored)', { messageId: id, error: String(error) });
        }
      }
      return c.json({ id }, 201);
    },
  );
}
