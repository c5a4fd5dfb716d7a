import nodemailer from 'nodemailer';
import type postgres from 'postgres';
import type { Logger } from '../log/logger';
import { renderMailHtml } from './mail-html';

/**
 * A mail in the recipient's language, written as plain text; its HTML part is drawn from the text (mail-html.ts) unless
 * `html` is given. `callToAction`: the text's main link (a reset link, "Accepter : …"), shown as a button in the HTML;
 * never a link taken from what a person typed. `headers`: extra header lines (e.g. List-Unsubscribe), name to value;
 * the names and values are the sender's own.
 */
export type Mail = {
  to: string;
  subject: string;
  text: string;
  language: 'fr' | 'en';
  html?: string;
  callToAction?: string;
  headers?: Readonly<Record<string, string>>;
};
export type Mailer = { kind: 'smtp' | 'dev-mailbox'; send(mail: Mail): Promise<void> };

/** SMTP when SMTP_URL is configured; otherwise a mailbox table that the developer reads (and the log shows). */
export function createMailer(options: { smtpUrl?: string | undefined; from: string; sql: postgres.Sql; logger: Logger }): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      kind: 'smtp',
      // text and html: nodemailer sends them as multipart/alternative.
      send: async (mail) =>
        void (await transport.sendMail({
          from: options.from,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html ?? (await renderMailHtml(mail)),
          ...(mail.headers ? { headers: { ...mail.headers } } : {}),
        })),
    };
  }
  return {
    kind: 'dev-mailbox',
    send: async (mail) => {
      const html = mail.html ?? (await renderMailHtml(mail));
      await options.sql`
        insert into dev_mailbox (to_address, subject, text_body, html_body, headers)
        values (${mail.to}, ${mail.subject}, ${mail.text}, ${html}, ${options.sql.json(mail.headers ?? {})})`;
      options.logger.info(`dev mailbox: "${mail.subject}"\n${mail.text}`);
    },
  };
}

/** Deletes the mail kept in the developer's mailbox for an address (the account deletion, within its transaction). */
export async function eraseDevMailboxOf(db: postgres.Sql | postgres.TransactionSql, address: string): Promise<void> {
  await db`delete from dev_mailbox where lower(to_address) = lower(${address})`;
}
