import nodemailer from 'nodemailer';
import type postgres from 'postgres';
import type { Logger } from '../log/logger';

export type Mail = { to: string; subject: string; text: string };
export type Mailer = { kind: 'smtp' | 'dev-mailbox'; send(mail: Mail): Promise<void> };

/** SMTP when SMTP_URL is configured; otherwise a mailbox table that the developer reads (and the log shows). */
export function createMailer(options: { smtpUrl?: string | undefined; from: string; sql: postgres.Sql; logger: Logger }): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      kind: 'smtp',
      send: async (mail) => void (await transport.sendMail({ from: options.from, ...mail })),
    };
  }
  return {
    kind: 'dev-mailbox',
    send: async (mail) => {
      await options.sql`insert into dev_mailbox (to_address, subject, text_body) values (${mail.to}, ${mail.subject}, ${mail.text})`;
      options.logger.info(`dev mailbox: "${mail.subject}"\n${mail.text}`);
    },
  };
}
