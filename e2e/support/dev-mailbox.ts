import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import postgres from 'postgres';
import { inject } from 'vitest';

/**
 * The last mail the started app put in its dev mailbox for an address (no SMTP server in the embedded default). Mail
 * is sent after the answer that asked for it, so this waits (up to `timeoutMs`) for one to arrive; null if none does.
 */
export async function lastMailTo(address: string, timeoutMs = 10_000): Promise<{ subject: string; text: string } | null> {
  const { databaseUrl } = JSON.parse(readFileSync(join(inject('dataDir'), 'runtime.json'), 'utf8')) as { databaseUrl: string };
  const sql = postgres(databaseUrl, { max: 1, onnotice: () => undefined });
  const deadline = Date.now() + timeoutMs;
  try {
    for (;;) {
      const [row] = await sql<{ subject: string; text_body: string }[]>`
        select subject, text_body from dev_mailbox where lower(to_address) = lower(${address}) order by id desc limit 1`;
      if (row) return { subject: row.subject, text: row.text_body };
      if (Date.now() > deadline) return null;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  } finally {
    await sql.end();
  }
}
