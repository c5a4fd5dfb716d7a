// `npm run bench -- admin [base URL]`: the admin screens' API calls against a running instance with the demo (npm
// start; default http://127.0.0.1:3000), each beside the public search measured in the same run (issue 30, item 15).
// Prints the median and p95 of 30 calls after 3 warm-ups, and each median as a ratio to the search's.
import { loadavg, cpus } from 'node:os';

const base = (process.argv[2] ?? 'http://127.0.0.1:3000').replace(/\/$/, '');
const CALLS = 30;
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

const calls: [label: string, path: string, headers: Record<string, string>][] = [
  ['public search (baseline)', '/api/cleaners?city=montreal', {}],
  ['dashboard', '/api/admin/dashboard', asAdmin],
  ['dashboard bookings list', '/api/admin/bookings', asAdmin],
  ['users', '/api/admin/users', asAdmin],
  ['documents to review', '/api/admin/documents', asAdmin],
  ['cleaner reports', '/api/admin/cleaner-reports', asAdmin],
  ['messages sent', '/api/admin/messages', asAdmin],
  ...(bookingId ? [['audit drawer (a booking)', `/api/admin/audit/streams/${encodeURIComponent(`booking-${bookingId}`)}`, asAdmin] as [string, string, Record<string, string>]] : []),
  ['health (as admin)', '/api/health', asAdmin],
];

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
const [load1] = loadavg();
console.log(`admin screens' API at ${base}: ${CALLS} calls each after ${WARM_UPS} warm-ups; load average ${load1!.toFixed(2)} on ${cpus().length} cores`);
if (load1! > cpus().length / 2) console.log('warning: the machine is busy; the ratios hold better than the absolute figures');
let baseline = 0;
for (const [label, path, headers] of calls) {
  const times: number[] = [];
  let status = 0;
  for (let i = 0; i < WARM_UPS + CALLS; i++) {
    const started = performance.now();
    const response = await fetch(`${base}${path}`, { headers });
    await response.arrayBuffer();
    status = response.status;
    if (i >= WARM_UPS) times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const median = quantile(times, 0.5);
  if (baseline === 0) baseline = median;
  console.log(`${label.padEnd(28)} ${String(status).padEnd(4)} median ${median.toFixed(1).padStart(7)} ms  p95 ${quantile(times, 0.95).toFixed(1).padStart(7)} ms  ×${(median / baseline).toFixed(2)} the search`);
}
