import nodemailer from 'nodemailer';
import type postgres from 'postgres';
import type { Logger } from '../log/logger';

/** `headers`: extra header lines (e.g. List-Unsubscribe), name to value; the names and values are the sender's own. */
export type Mail = { to: string; subject: string; text: string; headers?: Readonly<Record<string, string>> };
export type Mailer = { kind: 'smtp' | 'dev-mailbox'; send(mail: Mail): Promise<void> };

/** SMTP when SMTP_URL is configured; otherwise a mailbox table that the developer reads (and the log shows). */
export function createMailer(options: { smtpUrl?: string | undefined; from: string; sql: postgres.Sql; logger: Logger }): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      kind: 'smtp',
      send: async ({ headers, ...mail }) => void (await transport.sendMail({ from: options.from, ...mail, ...(headers ? { headers: { ...headers } } : {}) })),
    };
  }
  return {
    kind: 'dev-mailbox',
    send: async (mail) => {
      await options.sql`
        insert into dev_mailbox (to_address, subject, text_body, headers)
        values (${mail.to}, ${mail.subject}, ${mail.text}, ${options.sql.json(mail.headers ?? {})})`;
      options.logger.info(`dev mailbox: "${mail.subject}"\n${mail.text}`);
    },
  };
}
