import type { Language } from '@weklean/domain';
import type postgres from 'postgres';

export type ContactMessage = { id: string; name: string; email: string; subject: string; message: string; language: Language; createdAt: Date };

/** Keeps a message of the contact form (before any mail goes: a failed mail loses nothing). */
export async function storeContactMessage(sql: postgres.Sql, message: ContactMessage): Promise<void> {
  await sql`
    insert into contact_messages (id, name, email, subject, message, language, created_at)
    values (${message.id}, ${message.name}, ${message.email}, ${message.subject}, ${message.message}, ${message.language}, ${message.createdAt})`;
}

/** Erases every message sent from an address (the person's request under Law 25); how many went. */
export async function eraseContactMessagesOf(sql: postgres.Sql, email: string): Promise<number> {
  return (await sql`delete from contact_messages where lower(email) = lower(${email})`).count;
}
