import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FIRST_HEARTBEAT_MS, HEARTBEAT_INTERVAL_MS, PATH_CHECK_INTERVAL_MS } from './analytics-constants';
import { cleanText, createTracker, pathOf, type AnalyticsBatch, type SendVia } from './tracker';

const VISITOR = '0b6f4d1e-2c3a-4b5d-8e6f-7a8b9c0d1e2f';

function setUp(options: { visible?: boolean; fail?: boolean } = {}) {
  const page = { path: '/cleaners', visible: options.visible ?? true };
  const sent: { batch: AnalyticsBatch; via: SendVia }[] = [];
  const send = vi.fn((batch: AnalyticsBatch, via: SendVia) => {
    sent.push({ batch, via });
    return options.fail ? { ok: false as const } : { ok: true as const };
  });
  const tracker = createTracker({
    visitorId: VISITOR,
    language: () => 'fr',
    path: () => page.path,
    referrer: () => 'https://www.google.com/search?q=menage',
    isVisible: () => page.visible,
    now: () => Date.now(),
    send,
  });
  const events = () => sent.flatMap(({ batch }) => batch.events);
  const kinds = () => events().map((event) => event.kind);
  return { page, sent, send, tracker, events, kinds };
}

describe('the analytics tracker', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-28T15:00:00.000Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('sends the first heartbeat 3 s after the start, then one every 28 s', async () => {
    const { tracker, events } = setUp();
    tracker.start();
    await vi.advanceTimersByTimeAsync(FIRST_HEARTBEAT_MS - 1);
    tracker.leaving();
    expect(events().filter((e) => e.kind === 'heartbeat')).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    tracker.leaving();
    const heartbeats = () => events().filter((e) => e.kind === 'heartbeat');
    expect(heartbeats().map((e) => e.at)).toEqual(['2026-11-28T15:00:03.000Z']);
    await vi.advanceTimersByTimeAsync(HEARTBEAT_INTERVAL_MS * 2);
    tracker.leaving();
    expect(heartbeats().map((e) => e.at)).toEqual(['2026-11-28T15:00:03.000Z', '2026-11-28T15:00:31.000Z', '2026-11-28T15:00:59.000Z']);
    tracker.stop();
  });

  it('sends no heartbeat while the page is hidden, and starts again 3 s after it shows', async () => {
    const { tracker, page, events } = setUp({ visible: false });
    tracker.start();
    await vi.advanceTimersByTimeAsync(60_000);
    tracker.leaving();
    expect(events().filter((e) => e.kind === 'heartbeat')).toHaveLength(0);
    page.visible = true;
    tracker.visibilityChanged();
    await vi.advanceTimersByTimeAsync(FIRST_HEARTBEAT_MS);
    tracker.leaving();
    expect(events().filter((e) => e.kind === 'heartbeat')).toHaveLength(1);
    tracker.stop();
  });

  it('sends a page view at the start with the referrer origin only, and one for a new path within 2 s', async () => {
    const { tracker, page, events } = setUp();
    tracker.start();
    page.path = '/cleaners/amelie-m-1a2b3c';
    await vi.advanceTimersByTimeAsync(PATH_CHECK_INTERVAL_MS);
    tracker.leaving();
    const views = events().filter((e) => e.kind === 'pageview');
    expect(views.map((e) => e.path)).toEqual(['/cleaners', '/cleaners/amelie-m-1a2b3c']);
    expect(views[0]?.referrer).toBe('https://www.google.com');
    expect(views[1]?.referrer).toBeUndefined();
    tracker.stop();
  });

  it('sends what waits by beacon when the page is hidden', async () => {
    const { tracker, page, sent } = setUp();
    tracker.start();
    page.visible = false;
    tracker.visibilityChanged();
    await vi.advanceTimersByTimeAsync(0);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.via).toBe('beacon');
    expect(sent[0]?.batch).toMatchObject({ visitorId: VISITOR, language: 'fr', events: [{ kind: 'pageview', path: '/cleaners' }] });
    tracker.stop();
  });

  it('batches: sends every 5 s by fetch, or at once at 20 events', async () => {
    const { tracker, sent } = setUp();
    tracker.start();
    await vi.advanceTimersByTimeAsync(4_999);
    expect(sent).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(sent.map((s) => s.via)).toEqual(['fetch']);
    for (let i = 0; i < 20; i += 1) tracker.recordError({ message: `boom ${i}` });
    await vi.advanceTimersByTimeAsync(0);
    // Ten errors a page at most: they wait for the next tick.
    expect(sent).toHaveLength(1);
    tracker.stop();
  });

  it('reports each distinct error once, ten a page at most', async () => {
    const { tracker, page, events } = setUp();
    tracker.start();
    tracker.recordError({ message: 'x is undefined', source: 'http://localhost/assets/app.js?v=1', line: 3 });
    tracker.recordError({ message: 'x is undefined', source: 'http://localhost/assets/app.js?v=1', line: 3 });
    for (let i = 0; i < 15; i += 1) tracker.recordError({ message: `other ${i}` });
    tracker.leaving();
    const errors = events().filter((e) => e.kind === 'error');
    expect(errors).toHaveLength(10);
    expect(errors[0]).toMatchObject({ message: 'x is undefined', source: 'http://localhost/assets/app.js', line: 3, path: '/cleaners' });
    page.path = '/faq';
    await vi.advanceTimersByTimeAsync(PATH_CHECK_INTERVAL_MS);
    tracker.recordError({ message: 'x is undefined' });
    tracker.leaving();
    expect(events().filter((e) => e.kind === 'error')).toHaveLength(11);
    tracker.stop();
  });

  it('pauses sending after a failure instead of retrying at once, and never throws', async () => {
    const { tracker, send } = setUp({ fail: true });
    tracker.start();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(send).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(25_000);
    expect(send).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(send).toHaveBeenCalledTimes(2);
    tracker.stop();
  });

  it('drops what waits and stops everything when stopped (consent withdrawn)', async () => {
    const { tracker, send } = setUp();
    tracker.start();
    tracker.stop();
    await vi.advanceTimersByTimeAsync(120_000);
    tracker.leaving();
    expect(send).not.toHaveBeenCalled();
  });
});

describe('texts sent', () => {
  it('keep the path without its query string or fragment, 300 characters at most', () => {
    expect(pathOf('/reset-password/abc?email=a@b.c#top')).toBe('/reset-password/abc');
    expect(pathOf(`/${'a'.repeat(400)}`)).toHaveLength(300);
  });

  it('are cut without splitting a character and without control characters', () => {
    expect(cleanText(`${'a'.repeat(499)}😀`, 500)).toBe('a'.repeat(499));
    expect(cleanText('a\u0000b\nc', 500)).toBe('a b\nc');
  });
});
