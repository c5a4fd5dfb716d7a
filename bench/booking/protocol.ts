// What bench/booking/main.ts and its server process (server.ts) say to each other over IPC, and the constants both use.

/** The site's origin as the bench's requests and sockets give it (a cookie-signed-in browser's). */
export const BENCH_ORIGIN = 'http://bench.weklean.local';
/** The bare append's event: a type that no projection or reactor subscribes to by name. */
export const BARE_APPEND_TYPE = 'BenchBareAppended';

export type ServerRequest = { type: 'cpu' } | { type: 'append'; writers: number; ms: number } | { type: 'stop' };
export type ServerAnswer =
  | { type: 'ready'; port: number; origin: string }
  /** This process's CPU time so far (user + system), in µs. */
  | { type: 'cpu'; micros: number }
  | { type: 'appended'; count: number; ms: number };
