// `npm run test:e2e [files…]`: the browser tests, in E2E_SHARDS vitest processes (2 by default: these machines have 2
// cores and a browser test mostly waits), each with its own app (own port, own DATA_DIR, own clock: the booking tests
// move it) and its share of the files, balanced by the files' last known durations (e2e/durations.json). The demo is
// seeded once, by an app started here and stopped once complete; each shard's app starts on a copy of its DATA_DIR (a
// restart: seconds, where seeding takes minutes, twice as long side by side). Each file's time is printed at the end,
// slowest first; E2E_RECORD=1 writes them to e2e/durations.json for the next split.
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { embeddedDataDirOf, outsideClusterRoot } from '@weklean/platform';
import { startAppProcess } from './support/app-process';

const e2eDir = new URL('.', import.meta.url).pathname;
const root = join(e2eDir, '..');
const durationsFile = join(e2eDir, 'durations.json');
/** A file with no recorded duration counts as this many seconds. */
const UNKNOWN_SECONDS = 60;

const requested = process.argv.slice(2);
const files = requested.length > 0 ? requested.map((file) => basename(file)) : readdirSync(e2eDir).filter((name) => name.endsWith('.e2e.test.ts')).sort();
const known = (existsSync(durationsFile) ? JSON.parse(readFileSync(durationsFile, 'utf8')) : {}) as Record<string, number>;
const seconds = (file: string) => known[file] ?? UNKNOWN_SECONDS;
const shardCount = Math.max(1, Math.min(Number(process.env.E2E_SHARDS ?? 2) || 1, files.length));
const basePort = Number(process.env.E2E_PORT ?? 3991);

/** Longest first, each to the shard with the least so far. */
const shards = Array.from({ length: shardCount }, () => ({ files: [] as string[], seconds: 0, dataDir: null as string | null }));
for (const file of [...files].sort((a, b) => seconds(b) - seconds(a))) {
  const lightest = shards.reduce((best, shard) => (shard.seconds < best.seconds ? shard : best));
  lightest.files.push(file);
  lightest.seconds += seconds(file);
}

const madeDirs: string[] = [];
const removeDirs = () => {
  for (const dir of madeDirs) {
    rmSync(dir, { recursive: true, force: true });
    rmSync(outsideClusterRoot(embeddedDataDirOf(dir)), { recursive: true, force: true });
  }
};
/** The shards' vitest processes: a Ctrl-C reaches them (each stops its app), then the copies are removed below. */
const children: ReturnType<typeof spawn>[] = [];
process.on('SIGINT', () => {
  if (children.length === 0) {
    removeDirs();
    process.exit(130);
  }
  for (const child of children) child.kill('SIGINT');
});

const started = Date.now();
/**
 * A DATA_DIR whose first start (the demo) is done, handed over by CI's smoke run (`SMOKE_KEEP_DATA_DIR`): the shards
 * start on it and its copies instead of seeding the same demo a second time. Removed at the end like our own.
 */
const given = process.env.E2E_SEEDED_DATA_DIR;
// Its embedded cluster inside it (runtime.json is removed by a clean stop): else the shards seed as without it.
const handedOver = given && existsSync(join(embeddedDataDirOf(given), 'PG_VERSION')) ? given : null;
if (given && !handedOver) console.log(`e2e: ${given} holds no database of a first start; seeding the demo here`);
if (shardCount > 1 || handedOver) {
  const seeded = handedOver ?? mkdtempSync(join(tmpdir(), 'weklean-e2e-'));
  madeDirs.push(seeded);
  if (handedOver) {
    console.log(`e2e: the demo seeded by the smoke run, in ${handedOver}`);
  } else {
    // Enterable by the postgres OS user when run as root: the cluster then lives in DATA_DIR, and a copy takes it whole.
    chmodSync(seeded, 0o755);
    console.log(`e2e: seeding the demo once for ${shardCount} shards`);
    const app = await startAppProcess({ dataDir: seeded, port: basePort + 100 }).catch((error: unknown) => {
      removeDirs();
      throw error;
    });
    await app.stop();
    console.log(`e2e: demo seeded in ${Math.round((Date.now() - started) / 1000)} s`);
  }
  const whole = existsSync(join(embeddedDataDirOf(seeded), 'PG_VERSION'));
  for (const [index, shard] of shards.entries()) {
    if (index === 0 || !whole) {
      // Without the cluster inside DATA_DIR (a postgres user that cannot enter it), the other shards seed their own.
      shard.dataDir = index === 0 ? seeded : null;
      continue;
    }
    const copy = `${seeded}-${index}`;
    madeDirs.push(copy);
    const copied = spawnSync('cp', ['-a', seeded, copy], { stdio: 'inherit' });
    if (copied.status !== 0) throw new Error(`could not copy ${seeded}`);
    shard.dataDir = copy;
  }
}

const run = (shard: (typeof shards)[number], index: number, reports: string) =>
  new Promise<number>((resolve) => {
    const tag = shardCount > 1 ? `[e2e ${index + 1}/${shardCount}] ` : '';
    console.log(`${tag}${shard.files.length} files, about ${Math.round(shard.seconds)} s: ${shard.files.join(' ')}`);
    const child = spawn(
      process.execPath,
      [join(root, 'node_modules/vitest/vitest.mjs'), 'run', '--config', 'e2e/vitest.config.ts', '--reporter=default', '--reporter=json',
        `--outputFile.json=${join(reports, `${index}.json`)}`, ...shard.files.map((file) => `e2e/${file}`)],
      {
        cwd: root,
        env: { ...process.env, E2E_PORT: String(basePort + index), ...(shard.dataDir ? { E2E_DATA_DIR: shard.dataDir } : {}) },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    children.push(child);
    const prefix = (stream: NodeJS.ReadableStream, out: NodeJS.WriteStream) => {
      let rest = '';
      stream.on('data', (chunk: Buffer) => {
        const lines = (rest + chunk.toString()).split('\n');
        rest = lines.pop() ?? '';
        for (const line of lines) {
          out.write(`${tag}${line}\n`);
          // eslint-disable-next-line no-control-regex -- the terminal's colour codes around vitest's output
          const plain = line.replace(/\x1b\[[0-9;]*m/g, '');
          if (plain.includes('e2e: attempt ')) failedAttempts.push(`${tag}${plain.slice(plain.indexOf('e2e: attempt '))}`);
        }
      });
      stream.on('end', () => rest && out.write(`${tag}${rest}\n`));
    };
    prefix(child.stdout, process.stdout);
    prefix(child.stderr, process.stderr);
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });

/** The failed attempts the shards printed (e2e/support/retries.ts), listed again at the end. */
const failedAttempts: string[] = [];
const reports = mkdtempSync(join(tmpdir(), 'weklean-e2e-reports-'));
let codes: number[];
try {
  codes = await Promise.all(shards.map((shard, index) => run(shard, index, reports)));
} finally {
  removeDirs();
}

/** Each file's time, from the shards' JSON reports. */
const measured: Record<string, number> = {};
for (const index of shards.keys()) {
  const report = join(reports, `${index}.json`);
  if (!existsSync(report)) continue;
  const { testResults = [] } = JSON.parse(readFileSync(report, 'utf8')) as { testResults?: { name: string; startTime: number; endTime: number }[] };
  for (const result of testResults) measured[basename(result.name)] = Math.round((result.endTime - result.startTime) / 100) / 10;
}
rmSync(reports, { recursive: true, force: true });
console.log(`\nbrowser tests: ${Math.round((Date.now() - started) / 1000)} s in ${shardCount} shard(s); each file's time:`);
for (const [file, time] of Object.entries(measured).sort((a, b) => b[1] - a[1])) console.log(`  ${String(time).padStart(7)} s  ${file}`);
if (failedAttempts.length > 0) {
  console.log(`\nfailed attempts (${failedAttempts.length}; a test that passed on its retry is listed here too):`);
  for (const line of failedAttempts) console.log(`  ${line}`);
}
if (process.env.E2E_RECORD === '1' && requested.length === 0 && Object.keys(measured).length === files.length) {
  writeFileSync(durationsFile, `${JSON.stringify(Object.fromEntries(Object.entries(measured).sort()), null, 2)}\n`);
  console.log(`recorded in ${durationsFile}`);
}
process.exit(codes.some((code) => code !== 0) ? 1 : 0);
