import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseEnv } from 'node:util';

/**
 * Reads `.env` (or the file ENV_FILE names) from the working directory into the environment, in every process,
 * before the configuration is parsed. A variable already set in the real environment wins: a deployment's own
 * settings are never overridden by a file left beside the code. Returns the names it set. A missing default `.env`
 * is fine; a missing ENV_FILE is an error, as it was named on purpose.
 */
export function loadDotEnv(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): string[] {
  const named = env.ENV_FILE;
  const path = resolve(cwd, named || '.env');
  if (!existsSync(path)) {
    if (named) throw new Error(`ENV_FILE: no such file (got ${JSON.stringify(named)})`);
    return [];
  }
  const entries = Object.entries(parseEnv(readFileSync(path, 'utf8')));
  const set: string[] = [];
  for (const [name, value] of entries) {
    if (env[name] !== undefined || value === undefined) continue;
    env[name] = value;
    set.push(name);
  }
  return set;
}
