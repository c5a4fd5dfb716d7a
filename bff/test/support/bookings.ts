import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { createLogger } from '@weklean/platform';
import { bookings, cleanerSearch, createProjectionRunner } from '@weklean/projections';
import { createPasswordHasher } from '../../src/auth/passwords';
import { createCleaner, type CleanerSpec } from './cleaners';
import { json, type TestApp } from './test-app';
import { liveReadModelsCaughtUp, waitForProjection } from './wait-for-projection';

export type Party = { id: string; headers: Record<string, string> };

/** A client signed up through the API, with the role chosen. */
export async function signUpClient(t: TestApp, name: string, email: string): Promise<Party> {
  const signup = await t.app.request('/api/auth/signup', json('POST', { name, email, password: 'un-mot-de-passe' }));
  const body = (await signup.json()) as { token: string; user: { id: string } };
  const headers = { authorization: `Bearer ${body.token}` };
  await t.app.request('/api/auth/select-role', json('POST', { role: 'client' }, headers));
  return { id: body.user.id, headers };
}

/** An admin (there is no sign-up for one: the account is made in the database) signed in with 'admin-password'. */
export async function signUpAdmin(t: TestApp, email = 'admin@example.com', name = 'Admin'): Promise<Party> {
  const hash = await createPasswordHasher(12).hash('admin-password');
  const [row] = await t.sql<{ id: string }[]>`
    insert into users (id, name, email, password_hash, role) values (gen_random_uuid(), ${name}, ${email}, ${hash}, 'admin') returning id::text`;
  const login = await t.app.request('/api/auth/login', json('POST', { email, password: 'admin-password' }));
  return { id: row!.id, headers: { authorization: `Bearer ${((await login.json()) as { token: string }).token}` } };
}

/** A verified cleaner (through the profile commands) who can also sign in: an account with the cleaner role. */
export async function signUpCleaner(t: TestApp, spec: CleanerSpec, email: string, now: Date): Promise<Party & { slug: string }> {
  const signup = await t.app.request('/api/auth/signup', json('POST', { name: spec.name, email, password: 'un-mot-de-passe' }));
  const body = (await signup.json()) as { token: string; user: { id: string } };
  const headers = { authorization: `Bearer ${body.token}` };
  await t.app.request('/api/auth/select-role', json('POST', { role: 'cleaner' }, headers));
  await createCleaner(t.store, { ...spec, id: body.user.id }, now, randomUUID());
  await catchUp(t);
  const [row] = await t.sql<{ slug: string }[]>`select slug from cleaner_profiles where cleaner_id = ${body.user.id}`;
  return { id: body.user.id, headers, slug: row!.slug };
}

/** A Montréal house of the client, through the properties API. */
export async function addProperty(t: TestApp, client: Party, overrides: Record<string, unknown> = {}): Promise<string> {
  const response = await t.app.request('/api/properties', json('POST', {
    name: 'Maison', type: 'house',
    address: { streetAddress: '1234 rue Saint-Denis', city: 'Montréal', province: 'QC', postalCode: 'H2X 3K8', country: 'CA' },
    bedrooms: 3, bathrooms: 1.5, stories: 2, parking: true, accessInstructions: 'Clé sous le pot de fleurs',
    ...overrides,
  }, client.headers));
  if (response.status !== 201) throw new Error(`property: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { id: string }).id;
}

/**
 * Runs the search and bookings projections until they have applied every event so far. A seed of hundreds of cleaners
 * needs more than the default 20 s on a loaded machine (each availability event recomputes that cleaner's free dates).
 */
export async function catchUp(t: TestApp, timeoutMs = 20_000) {
  const runner = createProjectionRunner({ sql: t.sql, store: t.store, projections: [cleanerSearch, bookings], logger: createLogger({ level: 'error', json: true }) });
  runner.start();
  try {
    await waitForProjection(t.sql, cleanerSearch, timeoutMs);
    await waitForProjection(t.sql, bookings, timeoutMs);
    await liveReadModelsCaughtUp(t.sql, timeoutMs);
  } finally {
    await runner.stop();
  }
}

/** A small real JPEG, as a phone would send. */
export const jpeg = () => sharp({ create: { width: 64, height: 48, channels: 3, background: '#88aacc' } }).jpeg().toBuffer();
