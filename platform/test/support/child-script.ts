import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { basename } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build, type Plugin } from 'esbuild';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const outDir = `${root}node_modules/.cache/weklean-test-children`;
const built = new Map<string, Promise<string>>();

/**
 * Our own modules get bundled; the packages of node_modules stay imports, which node resolves from the bundle's folder
 * (inside the repository) as from the files they came from. A package's JSON file is bundled too: its import would
 * lose its `with { type: 'json' }` on the way out.
 */
const workspacesOnly: Plugin = {
  name: 'workspaces-only',
  setup(plugins) {
    plugins.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@weklean/') || args.path.endsWith('.json') ? undefined : { path: args.path, external: true });
    // A module that finds its files next to itself (`new URL('../../migrations', import.meta.url)`) keeps its own URL,
    // not the bundle's.
    plugins.onLoad({ filter: /\.ts$/ }, async (args) => ({
      contents: (await readFile(args.path, 'utf8')).replaceAll('import.meta.url', JSON.stringify(pathToFileURL(args.path).href)),
      loader: 'ts',
    }));
  },
};

/** Bundles `source` and writes it under a name of its content: a run that finds it already there (same code) keeps it. */
async function bundle(source: string): Promise<string> {
  const result = await build({ entryPoints: [source], bundle: true, write: false, platform: 'node', format: 'esm', target: 'node20', logLevel: 'error', plugins: [workspacesOnly] });
  const code = result.outputFiles[0]!.contents;
  const outfile = `${outDir}/${basename(source, '.ts')}.${createHash('sha256').update(code).digest('hex').slice(0, 16)}.mjs`;
  if (!existsSync(outfile)) {
    // Renamed into place: a test run beside this one never starts a half-written file.
    mkdirSync(outDir, { recursive: true });
    writeFileSync(`${outfile}.${process.pid}`, code);
    renameSync(`${outfile}.${process.pid}`, outfile);
  }
  return outfile;
}

/**
 * The path of a child process's TypeScript script bundled into one JavaScript file that plain `node` runs, bundled once
 * per test process. A start through `node --import tsx` took 3.5 to 4.5 s on a busy 2-core machine, most of it tsx
 * loading and transforming our workspaces' modules one by one, against 1 to 1.5 s for the bundle; the crash tests start
 * a child or two per case. The code that runs, and so the kills the tests look at, is the same.
 */
export function childScript(source: string): Promise<string> {
  let script = built.get(source);
  if (!script) {
    script = bundle(source);
    built.set(source, script);
  }
  return script;
}
