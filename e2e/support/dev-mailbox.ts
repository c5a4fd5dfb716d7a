import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import postgres from 'postgres';
import { inject } from 'vitest';

/** The last mail the started app put in its dev mailbox for an address (no SMTP server in the embedded default). */
export async function lastMailTo(address: string): Promise<{ subject: string; text: string } | null> {
  const { databaseUrl } = JSON.parse(readFileSync(join(inject('dataDir'), 'runtime.json'), 'utf8')) as { databaseUrl: string };
  const sql = postgres(databaseUrl, { max: 1, onnotice: () => undefined });
  try {
    const [row] = await sql<{ subject: string; text_body: string }[]>`
      select subject, text_body from dev_mailbox where lower(to_address) = lower(${address}) order by id desc limit 1`;
    return row ? { subject: row.subject, text: row.text_body } : null;
  } finally {
    await sql.end();
  }
}
