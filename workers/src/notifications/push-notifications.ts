import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PUSH_EFFECT, PUSH_KIND_OF, type PushNotification, type PushTemplate } from '@weklean/domain';
import { createPushSubscriptions, pushRecipients, type Logger, type VapidKeys } from '@weklean/platform';
import type postgres from 'postgres';
import type { EffectHandler } from '../reactors/dispatch';
import { STALE_AFTER_MS, fill, isOldNews, startText } from './email-notifications';
import { deliverPush, PushRefusedError } from './push-delivery';

type Texts = Record<PushTemplate, { title: string; body: string }>;

const localesDir = join(dirname(fileURLToPath(import.meta.resolve('@weklean/domain/package.json'))), 'locales');
export const pushTexts: Record<'fr' | 'en', Texts> = {
  fr: JSON.parse(readFileSync(join(localesDir, 'fr', 'push.json'), 'utf8')) as Texts,
  en: JSON.parse(readFileSync(join(localesDir, 'en', 'push.json'), 'utf8')) as Texts,
};

/** How long a push service keeps a message for a device that is off: news older than a day is no news. */
export const PUSH_TTL_SECONDS = 24 * 3600;

/** The page a notification opens (frontend/src/config/paths.ts): the booking, its payment, the payouts, the conversation. */
export function pushUrlOf(notification: Pick<PushNotification, 'template' | 'bookingId'>): string {
  if (notification.template === 'payout-sent' || !notification.bookingId) return '/profile/payouts';
  if (notification.template === 'new-message') return `/messages/${notification.bookingId}`;
  if (notification.template === 'balance-failed') return `/bookings/${notification.bookingId}/pay`;
  return `/bookings/${notification.bookingId}`;
}

/**
 * The payload a service worker shows (docs/api/push.md): title and body in the person's language, the site path it
 * opens, and a tag under which a newer notification of the same thing replaces the older one.
 */
export function composePush(notification: PushNotification, language: 'fr' | 'en', values: { other: string }) {
  const entry = pushTexts[language][notification.template];
  const fields = { other: values.other, date: notification.startsAt ? startText(notification.startsAt, language) : '', preview: notification.preview ?? '' };
  const tag = notification.template === 'new-message' ? `message:${notification.bookingId}` : notification.bookingId ? `booking:${notification.bookingId}` : notification.template;
  return { title: fill(entry.title, fields), body: fill(entry.body, fields), url: pushUrlOf(notification), tag };
}

/** Requests and messages wait for nobody: the push service is asked to wake the device. */
const urgencyOf = (template: PushTemplate) => (template === 'new-request' || template === 'new-message' ? 'high' : 'normal');

/**
 * The notifications reactor's pushes (issue 36): to each of the recipient's subscribed browsers, once per notification
 * and subscription (push_log), in their language; never for news older than an hour, nor to a deleted account, nor of
 * a kind the person turned off for push. A subscription the push service says is gone (404, 410) is forgotten. Nothing
 * here throws: a push that fails is logged, and the reactor's other effects go on.
 */
export function pushEffects(deps: {
  sql: postgres.Sql;
  logger: Logger;
  /** The VAPID keys (vapidKeysOf); null or absent: push is off, nothing is sent. */
  vapid?: VapidKeys | null;
  allowedOrigins?: readonly string[];
  staleAfterMs?: number;
}): Record<string, EffectHandler> {
  const staleAfterMs = deps.staleAfterMs ?? STALE_AFTER_MS;
  const subscriptions = createPushSubscriptions(deps.sql);
  return {
    [PUSH_EFFECT]: async (data, { cause, effectId }) => {
      const vapid = deps.vapid;
      if (!vapid || isOldNews(cause, staleAfterMs)) return;
      const notification = data as PushNotification;
      try {
        const people = await pushRecipients(deps.sql, [notification.userId, ...(notification.otherId ? [notification.otherId] : [])]);
        // A deleted account has no row (and its subscriptions went with it).
        const recipient = people.find((person) => person.id === notification.userId);
        if (!recipient) return;
        const kind = PUSH_KIND_OF[notification.template];
        if (kind && recipient.pushOptOuts.includes(kind)) return;
        const other = people.find((person) => person.id === notification.otherId)?.name ?? '';
        const payload = JSON.stringify(composePush(notification, recipient.language, { other }));
        for (const subscription of await subscriptions.of(recipient.id)) {
          const [first] = await deps.sql`
            insert into push_log (effect_id, subscription_id) values (${effectId}, ${subscription.id})
            on conflict do nothing returning effect_id`;
          if (!first) continue;
          try {
            await deliverPush(
              { ...subscription, payload, vapid, ttlSeconds: PUSH_TTL_SECONDS, urgency: urgencyOf(notification.template) },
              deps.allowedOrigins ?? [],
            );
            await subscriptions.recordSuccess(subscription.id);
          } catch (error) {
            if (error instanceof PushRefusedError && (error.statusCode === 404 || error.statusCode === 410)) {
              await subscriptions.forget(subscription.id);
              deps.logger.info('push subscription gone: forgotten', { effectId, subscriptionId: subscription.id, status: error.statusCode });
              continue;
            }
            // Not delivered: the log row goes, so that a replay of the event (within the hour) may try again.
            await deps.sql`delete from push_log where effect_id = ${effectId} and subscription_id = ${subscription.id}`;
            await subscriptions.recordFailure(subscription.id);
            deps.logger.warn('push not delivered', { effectId, subscriptionId: subscription.id, error });
          }
        }
      } catch (error) {
        deps.logger.warn('push notification failed', { effectId, template: notification.template, error });
      }
    },
  };
}
