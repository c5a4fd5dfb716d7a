import { useEffect } from 'react';
import { pushSupported } from '../../../lib/pwa/push';
import { activeRegistration } from '../../../lib/pwa/service-worker';
import { browserStore } from '../../../lib/storage';
import { saveSubscription } from './push';

/**
 * This device's subscription as the server knows it: its id (for `DELETE /api/push/subscriptions/:id`) and whose it
 * is. The server keeps it as long as the session it was made in (docs/api/push.md): signed in again, the same person's
 * device is subscribed again on its own; another person's stays off until they turn it on.
 */
export const PUSH_SUBSCRIPTION_STORAGE_KEY = 'weklean-push-subscription';
type Stored = { id: string; endpoint: string; userId: string };

export const readStored = (): Stored | null => {
  try {
    const value = JSON.parse(browserStore('local').getItem(PUSH_SUBSCRIPTION_STORAGE_KEY) ?? 'null') as Partial<Stored> | null;
    return typeof value?.id === 'string' && typeof value.endpoint === 'string' && typeof value.userId === 'string'
      ? { id: value.id, endpoint: value.endpoint, userId: value.userId }
      : null;
  } catch {
    return null;
  }
};
export const storeSubscription = (stored: Stored) => browserStore('local').setItem(PUSH_SUBSCRIPTION_STORAGE_KEY, JSON.stringify(stored));
export const forgetStoredSubscription = () => browserStore('local').removeItem(PUSH_SUBSCRIPTION_STORAGE_KEY);

/**
 * Subscribes this device again for the person who turned its notifications on, once they sign in: the server dropped
 * the subscription with their last session. Quietly does nothing for anyone else, or when anything is missing.
 */
export async function rebindDeviceSubscription(userId: string): Promise<boolean> {
  if (!pushSupported() || Notification.permission !== 'granted') return false;
  const stored = readStored();
  if (stored === null || stored.userId !== userId) return false;
  const subscription = await (await activeRegistration())?.pushManager.getSubscription();
  if (!subscription || subscription.endpoint !== stored.endpoint) return false;
  const { id } = await saveSubscription(subscription.toJSON());
  storeSubscription({ id, endpoint: subscription.endpoint, userId });
  return true;
}

/** `rebindDeviceSubscription` once per signed-in person (the app's header). */
export function useDevicePushRebind(userId: string | null) {
  useEffect(() => {
    if (userId !== null) void rebindDeviceSubscription(userId).catch(() => false);
  }, [userId]);
}
