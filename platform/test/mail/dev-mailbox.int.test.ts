import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Logger } from '../../src/log/logger';
import { createMailer } from '../../src/mail/mailer';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

const logged: string[] = [];
const logger: Logger = {
  debug: () => undefined,
  info: (message) => void logged.push(message),
  warn: () => undefined,
  error: () => undefined,
  child: () => logger,
};

describe('the dev mailbox (no SMTP_URL)', () => {
  let database: TestDatabase;
  let sql: postgres.Sql;

  beforeAll(async () => {
    database = await createTestDatabase('dev_mailbox', { migrated: true });
    sql = postgres(database.url, { max: 2, onnotice: () => undefined });
  });
  afterAll(async () => {
    await sql?.end();
    await database?.drop();
  });

  it('keeps the text, the HTML drawn from it and the headers, as SMTP would send them', async () => {
    const mailer = createMailer({ from: 'test@weklean.local', sql, logger });
    expect(mailer.kind).toBe('dev-mailbox');
    const text = 'Bonjour <b>Léa</b> & Cie,\n\nVoir la réservation : https://weklean.ca/bookings/b-1\n\n— L’équipe Weklean\n';
    await mailer.send({
      to: 'lea@example.com',
      subject: 'Votre ménage est confirmé',
      text,
      language: 'fr',
      callToAction: 'https://weklean.ca/bookings/b-1',
      headers: { 'X-Weklean-Test': 'oui' },
    });
    const [row] = await sql<{ subject: string; text_body: string; html_body: string; headers: Record<string, string> }[]>`
      select subject, text_body, html_body, headers from dev_mailbox where to_address = 'lea@example.com'`;
    expect(row).toMatchObject({ subject: 'Votre ménage est confirmé', text_body: text, headers: { 'X-Weklean-Test': 'oui' } });
    expect(row!.html_body).toContain('<html lang="fr"');
    expect(row!.html_body).toContain('Bonjour &lt;b&gt;Léa&lt;/b&gt; &amp; Cie,');
    expect(row!.html_body).toMatch(/<a\s+href="https:\/\/weklean\.ca\/bookings\/b-1"[^>]*>\s*Voir la réservation\s*<\/a>/);
    // The log shows the text, not the HTML.
    expect(logged.at(-1)).toBe(`dev mailbox: "Votre ménage est confirmé"\n${text}`);
  });
});
