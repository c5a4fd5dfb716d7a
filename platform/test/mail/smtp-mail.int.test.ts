import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { simpleParser, type AddressObject, type ParsedMail } from 'mailparser';
import postgres from 'postgres';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import type { Logger } from '../../src/log/logger';
import { createMailer, type Mail, type Mailer } from '../../src/mail/mailer';

const MAIL_FROM = 'Weklean <no-reply@weklean.local>';
const CONFIRM = 'https://weklean.ca/api/newsletter/confirm?token=t-123';
const UNSUBSCRIBE = 'https://weklean.ca/api/newsletter/unsubscribe?token=t-123';
const silent: Logger = { debug: () => undefined, info: () => undefined, warn: () => undefined, error: () => undefined, child: () => silent };

type Received = { raw: string; parsed: ParsedMail; recipients: string[] };

const newsletterMail = (overrides: Partial<Mail> = {}): Mail => ({
  to: 'chloe@example.com',
  subject: 'Confirmez votre abonnement à l’infolettre « Weklean »',
  text: `Bonjour Chloé <script>alert(1)</script> & Cie,\n\nPour confirmer, suivez ce lien :\n${CONFIRM}\n\nL’équipe Weklean\n\n--\nSe désabonner (votre adresse est effacée) : ${UNSUBSCRIBE}`,
  language: 'fr',
  callToAction: CONFIRM,
  headers: { 'List-Unsubscribe': `<${UNSUBSCRIBE}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  ...overrides,
});

describe('mail over SMTP', () => {
  const received: Received[] = [];
  let server: SMTPServer;
  // The SMTP path never queries it: postgres connects on the first query only.
  let sql: postgres.Sql;
  let mailer: Mailer;

  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const raw = Buffer.concat(chunks).toString('utf8');
          simpleParser(raw).then(
            (parsed) => {
              received.push({ raw, parsed, recipients: session.envelope.rcptTo.map((rcpt) => rcpt.address) });
              callback();
            },
            (error: Error) => callback(error),
          );
        });
      },
    });
    server.listen(0, '127.0.0.1');
    await once(server.server, 'listening');
    const { port } = server.server.address() as AddressInfo;
    sql = postgres(inject('databaseUrl'), { max: 1 });
    mailer = createMailer({ smtpUrl: `smtp://127.0.0.1:${port}`, from: MAIL_FROM, sql, logger: silent });
  });
  afterAll(async () => {
    await sql?.end();
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  });
  beforeEach(() => void (received.length = 0));

  const sendOne = async (mail: Mail) => {
    await mailer.send(mail);
    expect(received).toHaveLength(1);
    return received[0]!;
  };

  it('sends the text and its HTML as multipart/alternative, from MAIL_FROM, with the subject in French', async () => {
    expect(mailer.kind).toBe('smtp');
    const { raw, parsed, recipients } = await sendOne(newsletterMail());
    expect(recipients).toEqual(['chloe@example.com']);
    expect(raw).toMatch(/^Content-Type: multipart\/alternative;/im);
    expect(raw).toMatch(/^Content-Type: text\/plain; charset=utf-8/im);
    expect(raw).toMatch(/^Content-Type: text\/html; charset=utf-8/im);
    // Non-ASCII headers travel encoded (RFC 2047) and read back as written.
    expect(raw).toMatch(/^Subject: =\?UTF-8\?/im);
    expect(parsed.subject).toBe('Confirmez votre abonnement à l’infolettre « Weklean »');
    expect((parsed.from as AddressObject).value).toEqual([{ address: 'no-reply@weklean.local', name: 'Weklean' }]);
    expect(parsed.text?.trimEnd()).toBe(newsletterMail().text);
  });

  it('draws the HTML part from the text: escaped paragraphs, links, the confirmation as a button, lang="fr"', async () => {
    const { parsed } = await sendOne(newsletterMail());
    const html = String(parsed.html);
    expect(html).toContain('<html lang="fr"');
    expect(html).toContain('Bonjour Chloé &lt;script&gt;alert(1)&lt;/script&gt; &amp; Cie,');
    expect(html).not.toMatch(/<script/i);
    expect(html).toContain('Pour confirmer, suivez ce lien :</p>');
    expect(html).toMatch(/<a\s+href="https:\/\/weklean\.ca\/api\/newsletter\/confirm\?token=t-123"[^>]*>\s*Ouvrir le lien\s*<\/a>/);
    expect(html).toContain(`Se désabonner (votre adresse est effacée) : <a href="${UNSUBSCRIBE}"`);
  });

  it('keeps the sender’s own headers: List-Unsubscribe and its one-click post', async () => {
    const { parsed } = await sendOne(newsletterMail());
    // A long header is folded on the wire; unfolded (RFC 5322), it reads as it was given.
    const lines = Object.fromEntries(parsed.headerLines.map((header) => [header.key, header.line.replace(/\r\n(?=[ \t])/g, '')]));
    expect(lines['list-unsubscribe']).toBe(`List-Unsubscribe: <${UNSUBSCRIBE}>`);
    expect(lines['list-unsubscribe-post']).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
  });

  it('writes an English mail’s HTML in English', async () => {
    const { parsed } = await sendOne({ to: 'ben@example.com', subject: 'Password reset', text: 'Hello Ben,\n\nOpen:\nhttps://weklean.com/reset-password/x', language: 'en' });
    const html = String(parsed.html);
    expect(html).toContain('<html lang="en"');
    expect(html).toContain('<a href="https://weklean.com/reset-password/x"');
  });

  it('sends an HTML part given by the caller as it is', async () => {
    const { parsed } = await sendOne(newsletterMail({ html: '<p>Déjà prêt</p>' }));
    expect(parsed.html).toBe('<p>Déjà prêt</p>');
    expect(parsed.text?.trimEnd()).toBe(newsletterMail().text);
  });
});
