import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { childScript } from '../../../platform/test/support/child-script';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const child = fileURLToPath(new URL('./reactor-child.ts', import.meta.url));

export type ChildMode = 'settle' | 'kill-before-command' | 'kill-after-command' | 'kill-after-charge';

/** Runs the reactors in a separate process (reactor-child.ts, bundled by child-script.ts); resolves with how it ended (a killed one: SIGKILL). */
export const runReactorProcess = async (databaseUrl: string, mode: ChildMode) => {
  const script = await childScript(child);
  return new Promise<{ code: number | null; signal: NodeJS.Signals | null; output: string }>((resolve, reject) => {
    const proc = spawn(process.execPath, [script, databaseUrl, mode], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    proc.stdout.on('data', (chunk) => (output += String(chunk)));
    proc.stderr.on('data', (chunk) => (output += String(chunk)));
    proc.on('error', reject);
    proc.on('exit', (code, signal) => resolve({ code, signal, output }));
  });
};
