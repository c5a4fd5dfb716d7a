import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const child = fileURLToPath(new URL('./reactor-child.ts', import.meta.url));

export type ChildMode = 'settle' | 'kill-before-command' | 'kill-after-command' | 'kill-after-charge';

/** Runs the reactors in a separate process (reactor-child.ts); resolves with how it ended (a killed one: SIGKILL). */
export const runReactorProcess = (databaseUrl: string, mode: ChildMode) =>
  new Promise<{ code: number | null; signal: NodeJS.Signals | null; output: string }>((resolve, reject) => {
    const proc = spawn(process.execPath, ['--import', 'tsx', child, databaseUrl, mode], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    proc.stdout.on('data', (chunk) => (output += String(chunk)));
    proc.stderr.on('data', (chunk) => (output += String(chunk)));
    proc.on('error', reject);
    proc.on('exit', (code, signal) => resolve({ code, signal, output }));
  });
