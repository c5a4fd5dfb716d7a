import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadDotEnv } from '../../src/config/dot-env';

const folderWith = (name: string, text: string) => {
  const dir = mkdtempSync(join(tmpdir(), 'weklean-env-'));
  writeFileSync(join(dir, name), text);
  return dir;
};

describe('.env', () => {
  it('fills the unset variables from .env, quotes and comments read as dotenv does', () => {
    const dir = folderWith('.env', '# settings\nPORT=8080\nMAIL_FROM="Weklean <mail@weklean.ca>"\nPUBLIC_URL=https://weklean.ca # the site\n');
    const env: NodeJS.ProcessEnv = {};
    expect(loadDotEnv(env, dir).sort()).toEqual(['MAIL_FROM', 'PORT', 'PUBLIC_URL']);
    expect(env).toEqual({ PORT: '8080', MAIL_FROM: 'Weklean <mail@weklean.ca>', PUBLIC_URL: 'https://weklean.ca' });
  });

  it('lets the real environment win, even when it is set to empty', () => {
    const dir = folderWith('.env', 'PORT=8080\nLOG_LEVEL=debug\nSMTP_URL=smtp://x\n');
    const env: NodeJS.ProcessEnv = { PORT: '3000', SMTP_URL: '' };
    expect(loadDotEnv(env, dir)).toEqual(['LOG_LEVEL']);
    expect(env).toEqual({ PORT: '3000', LOG_LEVEL: 'debug', SMTP_URL: '' });
  });

  it('is optional by default, and a named ENV_FILE must exist', () => {
    const dir = mkdtempSync(join(tmpdir(), 'weklean-env-'));
    expect(loadDotEnv({}, dir)).toEqual([]);
    expect(() => loadDotEnv({ ENV_FILE: 'production.env' }, dir)).toThrow(/^ENV_FILE: no such file/);
    const named = folderWith('production.env', 'PORT=9000\n');
    const env: NodeJS.ProcessEnv = { ENV_FILE: 'production.env' };
    loadDotEnv(env, named);
    expect(env.PORT).toBe('9000');
  });
});
