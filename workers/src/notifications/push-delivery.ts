import http from 'node:http';
import https from 'node:https';
import { guardedLookup, systemResolve } from '@weklean/platform';
import webpush from 'web-push';

/** How long a push service may take to answer, and how much of its answer is read. */
const TIMEOUT_MS = 10_000;
const MAX_ANSWER_BYTES = 16 * 1024;

export type PushRequest = { endpoint: string; p256dh: string; auth: string; payload: string; vapid: { publicKey: string; privateKey: string; subject: string }; ttlSeconds: number; urgency: 'normal' | 'high'; topic?: string };

/** The push service's refusal: its status says whether the subscription is gone (404, 410). */
export class PushRefusedError extends Error {
  constructor(readonly statusCode: number) {
    super(`push service answered ${statusCode}`);
    this.name = 'PushRefusedError';
  }
}

/**
 * Sends one push message (RFC 8030), encrypted for the browser (RFC 8291, aes128gcm) and signed with VAPID (RFC 8292)
 * by the web-push library. The request itself is made here rather than by the library's, which speaks https only and
 * resolves names as it likes: an origin of PUSH_ALLOWED_ORIGINS (a test's loopback service) may be http, and any other
 * endpoint connects only to public addresses (the calendar imports' guarded lookup: DNS rebinding gets nowhere).
 */
export async function deliverPush(request: PushRequest, allowedOrigins: readonly string[]): Promise<void> {
  const details = webpush.generateRequestDetails(
    { endpoint: request.endpoint, keys: { p256dh: request.p256dh, auth: request.auth } },
    request.payload,
    { vapidDetails: request.vapid, TTL: request.ttlSeconds, urgency: request.urgency, contentEncoding: 'aes128gcm', ...(request.topic ? { topic: request.topic } : {}) },
  );
  const url = new URL(details.endpoint);
  const allowed = allowedOrigins.includes(url.origin);
  const client = url.protocol === 'http:' && allowed ? http : https;
  const status = await new Promise<number>((resolve, reject) => {
    const outgoing = client.request(url, {
      method: details.method,
      headers: details.headers as Record<string, string>,
      agent: false,
      ...(allowed ? {} : { lookup: guardedLookup(systemResolve, false) }),
    });
    const deadline = setTimeout(() => outgoing.destroy(new Error('push service time-out')), TIMEOUT_MS);
    outgoing.on('error', (error) => {
      clearTimeout(deadline);
      reject(error);
    });
    outgoing.on('response', (answer) => {
      let size = 0;
      answer.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > MAX_ANSWER_BYTES) outgoing.destroy(new Error('push service answer too large'));
      });
      answer.on('end', () => {
        clearTimeout(deadline);
        resolve(answer.statusCode ?? 0);
      });
      answer.on('error', reject);
    });
    outgoing.end(details.body ?? undefined);
  });
  if (status < 200 || status > 299) throw new PushRefusedError(status);
}
