import { randomUUID } from 'node:crypto';
import type { Language } from '@weklean/domain';
import { createRateLimiter, newToken, type Logger, type Mailer, type RateLimiter } from '@weklean/platform';
import {
  confirmNewsletterSubscriber,
  NEWSLETTER_TOPICS,
  subscribeToNewsletter,
  unsubscribeNewsletterToken,
  type NewsletterTopic,
} from '@weklean/projections';
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type postgres from 'postgres';
import type { BackgroundWork } from '../auth/background-work';
import type { AppEnv } from '../http/env';
import { clientAddress } from '../http/client-address';
import { inputProblem, inputProblemFailure } from '../http/parse';
import type { Translate } from '../i18n/server-i18n';
import { hexDigest, isEmailAddress, MAX_EMAIL_LENGTH } from './mail-address';

/** The limits of `POST /api/newsletter` (docs/api/newsletter.md). */
export const NEWSLETTER_LIMITS = { maxBodyBytes: 4 * 1024, perAddress: 10, perEmail: 3, windowSeconds: 3600 } as const;

export type NewsletterLimits = { perAddress: RateLimiter; perEmail: RateLimiter };

export const inProcessNewsletterLimits = (): NewsletterLimits => ({
  perAddress: createRateLimiter({ name: 'newsletter-address', points: NEWSLETTER_LIMITS.perAddress, durationSeconds: NEWSLETTER_LIMITS.windowSeconds }),
  perEmail: createRateLimiter({ name: 'newsletter-email', points: NEWSLETTER_LIMITS.perEmail, durationSeconds: NEWSLETTER_LIMITS.windowSeconds }),
});

export type NewsletterDeps = {
  sql: postgres.Sql;
  mailer: Mailer;
  logger: Logger;
  publicUrl: string;
  translatorFor: (lng: Language) => Translate;
  backgroundWork: BackgroundWork;
  clock: () => Date;
  limits?: NewsletterLimits;
};

const refused = (c: Context<AppEnv>, code: 'invalid-email' | 'terms-required' | 'topics', field: string) => {
  const message = c.get('t')(`newsletter:api.${code}`);
  return c.json({ code: `newsletter.${code}`, message, issues: [{ field, message }] }, 400);
};

const tooMany = (c: Context<AppEnv>, seconds: number) => {
  c.header('Retry-After', String(seconds));
  return c.json({ code: 'newsletter.rate-limited', message: c.get('t')('newsletter:api.rate-limited', { seconds }) }, 429);
};

const isTopic = (value: unknown): value is NewsletterTopic => typeof value === 'string' && (NEWSLETTER_TOPICS as readonly string[]).includes(value);

/** The language of a stored row, as the catalogues know it. */
const languageOf = (value: string | undefined): Language => (value === 'en' ? 'en' : 'fr');

/**
 * `/api/newsletter` (docs/api/newsletter.md): the public sign-up with double opt-in, its confirmation link and its
 * unsubscribe link. The sign-up answers 202 the same whether the address was new, waiting or confirmed (no
 * enumeration); the mail goes in the background, so the timing tells nothing either.
 */
export function newsletterRoutes(deps: NewsletterDeps) {
  const limits = deps.limits ?? inProcessNewsletterLimits();
  const link = (kind: 'confirm' | 'unsubscribe', token: string) => `${deps.publicUrl}/api/newsletter/${kind}?token=${encodeURIComponent(token)}`;

  const sendConfirmation = async (email: string, language: Language, topics: readonly NewsletterTopic[], token: string) => {
    const t = deps.translatorFor(language);
    const unsubscribeLink = link('unsubscribe', token);
    const confirmLink = link('confirm', token);
    await deps.mailer.send({
      to: email,
      subject: t('newsletter:mail.confirm.subject', { brand: 'Weklean' }),
      text: `${t('newsletter:mail.confirm.body', {
        brand: 'Weklean',
        topics: topics.map((topic) => t(`newsletter:topics.${topic}`)).join(', '),
        confirmLink,
        unsubscribeLink,
      })}\n\n--\n${t('newsletter:mail.unsubscribe', { link: unsubscribeLink })}`,
      language,
      callToAction: confirmLink,
      // RFC 2369 and 8058: the mail program's own "unsubscribe" button posts to the link, in one click.
      headers: { 'List-Unsubscribe': `<${unsubscribeLink}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    });
  };

  const back = (c: Context<AppEnv>, kind: 'message' | 'error', language: Language, key: string) =>
    c.redirect(`/?${kind}=${encodeURIComponent(deps.translatorFor(language)(`newsletter:api.${key}`))}`, 303);

  const unsubscribe = async (c: Context<AppEnv>) => {
    const token = c.req.query('token') ?? '';
    const row = token === '' ? null : await unsubscribeNewsletterToken(deps.sql, hexDigest(token));
    return { row, language: row ? languageOf(row.language) : c.get('lang') };
  };

  return new Hono<AppEnv>()
    .post(
      '/',
      bodyLimit({
        maxSize: NEWSLETTER_LIMITS.maxBodyBytes,
        onError: (c) =>
          c.json({ code: 'http.payload-too-large', message: c.get('t')('http.payload-too-large', { maxKb: NEWSLETTER_LIMITS.maxBodyBytes / 1024 }) }, 413),
      }),
      async (c) => {
        const body: unknown = await c.req.json().catch(() => undefined);
        if (typeof body !== 'object' || body === null || Array.isArray(body)) {
          return c.json({ code: 'http.invalid-json', message: c.get('t')('http.invalid-json') }, 400);
        }
        const problem = inputProblem(body);
        if (problem) return inputProblemFailure(c, problem);
        const { email, topics, acceptTerms } = body as Record<string, unknown>;
        const address = typeof email === 'string' ? email.trim() : '';
        if (address.length > MAX_EMAIL_LENGTH || !isEmailAddress(address)) return refused(c, 'invalid-email', 'email');
        if (!Array.isArray(topics) || topics.length === 0 || topics.length > NEWSLETTER_TOPICS.length || !topics.every(isTopic)) {
          return refused(c, 'topics', 'topics');
        }
        if (acceptTerms !== true) return refused(c, 'terms-required', 'acceptTerms');
        const waitAddress = await limits.perAddress.hit(clientAddress(c));
        if (waitAddress !== null) return tooMany(c, waitAddress);
        const waitEmail = await limits.perEmail.hit(address.toLowerCase());
        if (waitEmail !== null) return tooMany(c, waitEmail);

        const language = c.get('lang');
        const chosen = [...new Set(topics)];
        deps.backgroundWork.enqueue('newsletter confirmation mail', async () => {
          const token = newToken();
          const outcome = await subscribeToNewsletter(deps.sql, {
            id: randomUUID(),
            email: address,
            language,
            topics: chosen,
            consentGivenAt: deps.clock(),
            unsubscribeTokenHash: hexDigest(token),
          });
          // A confirmed address gets nothing new: its owner already said yes, and a stranger cannot change its topics.
          if (outcome === 'already-confirmed') return;
          await sendConfirmation(address, language, chosen, token);
        });
        return c.json({ status: 'pending-confirmation' as const }, 202);
      },
    )
    .get('/confirm', async (c) => {
      const token = c.req.query('token') ?? '';
      const row = token === '' ? null : await confirmNewsletterSubscriber(deps.sql, hexDigest(token), deps.clock());
      return row ? back(c, 'message', languageOf(row.language), 'confirmed') : back(c, 'error', c.get('lang'), 'bad-token');
    })
    // Following the mail's link only opens the page that asks to confirm (a mail scanner opening every link must not
    // unsubscribe anyone); the page posts, as does a mail program's one-click button.
    .get('/unsubscribe', (c) => c.redirect(`/newsletter/unsubscribe?token=${encodeURIComponent(c.req.query('token') ?? '')}`, 303))
    .post('/unsubscribe', async (c) => {
      // A mail program's one click (RFC 8058) is a form holding exactly List-Unsubscribe=One-Click; else no body or JSON.
      if (/^application\/x-www-form-urlencoded/i.test(c.req.header('content-type') ?? '')) {
        const form = new URLSearchParams(await c.req.text());
        if (form.get('List-Unsubscribe') !== 'One-Click') {
          return c.json({ code: 'newsletter.bad-one-click', message: c.get('t')('newsletter:api.bad-one-click') }, 400);
        }
      }
      const { row, language } = await unsubscribe(c);
      const t = deps.translatorFor(language);
      return row
        ? c.json({ status: 'unsubscribed' as const, message: t('newsletter:api.unsubscribed') }, 200)
        : c.json({ code: 'newsletter.bad-token', message: t('newsletter:api.bad-token') }, 404);
    });
}
