// `npm run bench -- <name> [args…]` runs bench/<name>/main.ts under tsx, with the remaining args, the same stdio
// and its exit code. Without a name, or with an unknown one, it lists the benches and exits 2.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { constants } from 'node:os';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const benchDir = join(root, 'bench');

const benches = () =>
  readdirSync(benchDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(benchDir, entry.name, 'main.ts')))
    .map((entry) => entry.name)
    .sort();

const [name, ...args] = process.argv.slice(2);
if (!name || !benches().includes(name)) {
  if (name) console.error(`bench: no bench named '${name}'`);
  console.error('usage: npm run bench -- <name> [args…]\nbenches:');
  for (const bench of benches()) console.error(`  ${bench}`);
  process.exit(2);
}

const child = spawn(process.execPath, ['--import', 'tsx', join(benchDir, name, 'main.ts'), ...args], {
  cwd: root,
  stdio: 'inherit',
});
// A Ctrl-C reaches the whole process group: the bench handles it (it drops its database first), so this process
// only waits for it to finish.
const ignore = () => undefined;
process.on('SIGINT', ignore);
process.on('SIGTERM', (signal) => child.kill(signal));
child.on('error', (error) => {
  console.error(`bench: could not start ${name}: ${error.message}`);
  process.exit(1);
});
child.on('exit', (code, signal) => {
  process.exit(code ?? 128 + (signal ? constants.signals[signal] : 0));
});
