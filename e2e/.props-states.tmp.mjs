import { chromium } from 'playwright-core';
const out = '/tmp/props-shots';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu', '--host-resolver-rules=MAP weklean.test 127.0.0.1'] });
const step = async (name, fn) => { try { await fn(); console.log('ok  ', name); } catch (e) { console.log('FAIL', name, e.message.split('\n')[0]); } };
const context = await browser.newContext({ baseURL: 'http://localhost:3995', locale: 'fr-CA', viewport: { width: 1280, height: 900 } });
const page = await context.newPage();
const problems = [];
page.on('pageerror', (e) => problems.push(e.message));
// A fresh client, through the API as the sign-up screen would do.
const email = `props-${Date.now()}@example.com`;
const signup = await page.request.post('/api/auth/signup', { data: { name: 'Nouvelle Cliente', email, password: 'un-mot-de-passe' }, headers: { origin: 'http://localhost:3995' } });
const token = (await signup.json()).token;
await page.request.post('/api/auth/select-role', { data: { role: 'client' }, headers: { origin: 'http://localhost:3995', authorization: `Bearer ${token}` } });
await page.goto('/login');
await page.getByLabel('Courriel').fill(email);
await page.getByLabel('Mot de passe', { exact: true }).fill('un-mot-de-passe');
await page.getByRole('button', { name: 'Se connecter' }).click();
await page.waitForURL((u) => u.pathname !== '/login');

await step('loading skeleton', async () => {
  await page.route('**/api/properties', async (route) => { await new Promise((r) => setTimeout(r, 2500)); await route.continue(); });
  await page.goto('/properties');
  await page.locator('[aria-busy="true"]').waitFor();
  await page.screenshot({ path: `${out}/fr-7-loading.png` });
  await page.unroute('**/api/properties');
});
await step('empty state', async () => {
  await page.getByText("Aucune propriété pour l'instant").waitFor();
  await page.screenshot({ path: `${out}/fr-8-empty.png` });
});
await step('error state and retry', async () => {
  let fail = true;
  await page.route('**/api/properties', (route) => (fail ? route.fulfill({ status: 500, body: 'boom' }) : route.continue()));
  await page.goto('/properties');
  await page.getByText("Vos propriétés n'ont pas pu être chargées").waitFor();
  await page.screenshot({ path: `${out}/fr-9-error.png` });
  fail = false;
  await page.getByRole('button', { name: 'Réessayer' }).click();
  await page.getByText("Aucune propriété pour l'instant").waitFor();
  await page.unroute('**/api/properties');
});
await step('keyboard only: add from the empty state', async () => {
  await page.getByRole('button', { name: 'Ajouter ma première propriété' }).focus();
  await page.keyboard.press('Enter');
  await page.getByRole('dialog').waitFor();
  await page.waitForTimeout(400);
  await page.getByLabel('Nom', { exact: true }).focus();
  await page.keyboard.type('Appart');
  await page.keyboard.press('Tab'); // type
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter'); // Appartement
  await page.keyboard.press('Tab'); // address
  await page.keyboard.type('77 rue Wellington, Verd', { delay: 20 });
  await page.locator('.ant-select-item-option', { hasText: 'Verdun' }).first().waitFor();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab'); // postal code (city & province are skipped)
  const focused = await page.evaluate(() => document.activeElement?.id);
  if (focused !== 'property_postalCode') throw new Error(`focus on ${focused}`);
  await page.keyboard.type('h4g1v1');
  await page.keyboard.press('Tab');
  await page.keyboard.type('2');
  await page.keyboard.press('Tab');
  await page.keyboard.type('1');
  await page.screenshot({ path: `${out}/fr-10-keyboard.png` });
  await page.getByRole('button', { name: 'Ajouter la propriété' }).focus();
  await page.keyboard.press('Enter');
  await page.getByText('Propriété ajoutée').waitFor({ timeout: 5000 });
  await page.getByRole('heading', { name: 'Appart' }).waitFor();
});
await step("an unknown property id is 404 on the API", async () => {
  const r = await page.request.get('/api/properties/00000000-0000-4000-8000-000000000000', { headers: { authorization: `Bearer ${token}` } });
  if (r.status() !== 404) throw new Error(String(r.status()));
});
console.log('problems', problems);
// The demo client: a property that a booking still uses?
const demo = await browser.newContext({ baseURL: 'http://localhost:3995', locale: 'fr-CA', viewport: { width: 1280, height: 900 } });
const p2 = await demo.newPage();
await p2.goto('/login');
await p2.getByLabel('Courriel').fill('client@weklean.local');
await p2.getByLabel('Mot de passe', { exact: true }).fill('Demo-client-2026');
await p2.getByRole('button', { name: 'Se connecter' }).click();
await p2.waitForURL((u) => u.pathname !== '/login');
await p2.goto('/properties');
await step('a 409 shows its message', async () => {
  await p2.getByRole('button', { name: 'Supprimer Maison du Plateau' }).click();
  await p2.getByRole('tooltip').waitFor();
  await p2.screenshot({ path: `${out}/fr-11-confirm.png` });
  await p2.getByRole('tooltip').getByRole('button', { name: 'Supprimer' }).click();
  await p2.waitForTimeout(1500);
  await p2.screenshot({ path: `${out}/fr-12-after-delete-try.png` });
});
await browser.close();
