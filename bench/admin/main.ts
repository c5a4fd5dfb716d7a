// `npm run bench -- admin [base URL] [--rounds N]`: the admin screens' API calls against a running instance with the
// demo (npm start; default http://127.0.0.1:3000), each beside the public search measured in the same round (issue 30,
// item 15; rounds: issue 34). Each round calls every endpoint 10 times after 3 warm-ups, the endpoints' order reversed
// every other round (bench/support/rounds.ts); a figure is the median of the rounds' medians with min–max, and each
// endpoint's ratio to the search is taken per round. Prints the load average before and after, warned when above the
// cores.
import { parseArgs } from 'node:util';
import { alternatingRounds, formatSpread, loadLine, ratioSpread, spreadOf } from '../support/rounds';

const { values, positionals } = parseArgs({ allowPositionals: true, options: { rounds: { type: 'string', default: '3' } } });
const base = (positionals[0] ?? 'http://127.0.0.1:3000').replace(/\/$/, '');
const rounds = Math.max(1, Number(values.rounds) || 3);
const CALLS = 10;
const WARM_UPS = 3;

const login = await fetch(`${base}/api/auth/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json', origin: base },
  body: JSON.stringify({ email: process.env.ADMIN_EMAIL ?? 'admin@weklean.local', password: process.env.ADMIN_PASSWORD ?? 'Admin-weklean-2026' }),
}).catch(() => null);
if (!login?.ok) {
  console.error(`bench admin: cannot sign in as the admin at ${base} (start the app with the demo: npm start; ADMIN_EMAIL/ADMIN_PASSWORD)`);
  process.exit(1);
}
const { token } = (await login.json()) as { token: string };
const asAdmin = { authorization: `Bearer ${token}` };
const bookings = (await (await fetch(`${base}/api/admin/bookings`, { headers: asAdmin })).json()) as { items: { id: string }[] };
const bookingId = bookings.items[0]?.id;

type Call = { label: string; path: string; headers: Record<string, string> };
const SEARCH = 'public search (baseline)';
const calls: Call[] = [
  { label: SEARCH, path: '/api/cleaners?city=montreal', headers: {} },
  { label: 'dashboard', path: '/api/admin/dashboard', headers: asAdmin },
  { label: 'dashboard bookings list', path: '/api/admin/bookings', headers: asAdmin },
  { label: 'users', path: '/api/admin/users', headers: asAdmin },
  { label: 'documents to review', path: '/api/admin/documents', headers: asAdmin },
  { label: 'cleaner reports', path: '/api/admin/cleaner-reports', headers: asAdmin },
  { label: 'messages sent', path: '/api/admin/messages', headers: asAdmin },
  ...(bookingId ? [{ label: 'audit drawer (a booking)', path: `/api/admin/audit/streams/${encodeURIComponent(`booking-${bookingId}`)}`, headers: asAdmin }] : []),
  { label: 'health (as admin)', path: '/api/health', headers: asAdmin },
];

const statuses = new Map<string, number>();
const p95s = new Map<string, number[]>();
/** One endpoint in one round: its median over CALLS calls after the warm-ups (its p95 kept aside). */
const measure = (call: Call) => async () => {
  const times: number[] = [];
  for (let i = 0; i < WARM_UPS + CALLS; i++) {
    const started = performance.now();
    const response = await fetch(`${base}${call.path}`, { headers: call.headers });
    await response.arrayBuffer();
    statuses.set(call.label, response.status);
    if (i >= WARM_UPS) times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  p95s.set(call.label, [...(p95s.get(call.label) ?? []), times[Math.min(times.length - 1, Math.floor(0.95 * times.length))]!]);
  return spreadOf(times).median;
};

console.log(`admin screens' API at ${base}: ${rounds} rounds, each endpoint ${CALLS} calls after ${WARM_UPS} warm-ups per round`);
console.log(loadLine('at the start'));
const figures = await alternatingRounds(rounds, Object.fromEntries(calls.map((call) => [call.label, measure(call)])));
const ms = (value: number) => `${value.toFixed(1)} ms`;
for (const call of calls) {
  const figure = figures[call.label]!;
  console.log(
    `${call.label.padEnd(28)} ${String(statuses.get(call.label)).padEnd(4)} median ${formatSpread(figure, ms).padEnd(28)} p95 ${formatSpread(spreadOf(p95s.get(call.label) ?? []), ms).padEnd(28)} ` +
      `×${formatSpread(ratioSpread(figure.values, figures[SEARCH]!.values))} the search`,
  );
}
console.log(loadLine('at the end'));
