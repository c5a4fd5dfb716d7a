/** The browser's side of web push (issue 36): what this device supports, and the VAPID key the subscription needs. */

/** Whether this browser can receive pushes at all (iPhone and iPad: only the app added to the Home Screen, iOS 16.4+). */
export const pushSupported = (): boolean =>
  typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;

/** The server's VAPID public key (base64url) as the bytes `pushManager.subscribe` takes. */
export function applicationServerKey(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replaceAll('-', '+').replaceAll('_', '/').padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

/** Whether a subscription was made with this key (a new server key needs a new subscription). */
export function sameKey(subscription: PushSubscription, key: Uint8Array): boolean {
  const existing = subscription.options.applicationServerKey;
  if (existing === null) return false;
  const bytes = new Uint8Array(existing);
  return bytes.length === key.length && bytes.every((byte, index) => byte === key[index]);
}

/** iPhone or iPad, where a push needs the app on the Home Screen first. */
export const isAppleMobile = (): boolean =>
  typeof navigator !== 'undefined' && (/iPhone|iPad|iPod/.test(navigator.userAgent) || (navigator.platform === 'MacIntel' && navigator.maxTouchPoints > 1));
