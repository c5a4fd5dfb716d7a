import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { routeNotesOf, type RankedNote, type RouteNote } from './route-notes-from-docs';

/**
 * Writes route-notes.ts from docs/api/*.md: `npx tsx bff/src/openapi/write-route-notes.ts` after changing a docs page
 * (openapi.int.test.ts fails while they differ).
 */
const here = dirname(fileURLToPath(import.meta.url));
export const docsDir = join(here, '..', '..', '..', 'docs', 'api');

export function notesFromDocs(dir = docsDir): Record<string, RouteNote> {
  const notes: Record<string, RankedNote> = {};
  for (const page of readdirSync(dir).filter((name) => name.endsWith('.md')).sort()) {
    for (const [key, note] of Object.entries(routeNotesOf(page, readFileSync(join(dir, page), 'utf8')))) {
      // The most direct description wins (between equals, the first page); the error codes of every page are kept.
      const known = notes[key];
      const best = !known || known.rank > note.rank ? note : known;
      const errors = [...(known?.errors ?? []), ...note.errors].filter((error, i, all) => all.findIndex((other) => other.status === error.status && other.code === error.code) === i);
      notes[key] = { ...best, success: best.success.length > 0 ? best.success : (known ?? note).success, errors };
    }
  }
  return Object.fromEntries(Object.entries(notes).sort(([a], [b]) => a.localeCompare(b)).map(([key, { rank: _rank, ...note }]) => [key, note]));
}

export const routeNotesSource = (notes: Record<string, RouteNote>) =>
  `// Written by write-route-notes.ts from docs/api/*.md: do not edit by hand.\n` +
  `import type { RouteNote } from './route-notes-from-docs';\n\nexport type { RouteNote };\n\n` +
  `export const ROUTE_NOTES: Readonly<Record<string, RouteNote>> = ${JSON.stringify(notes, null, 2)};\n`;

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  writeFileSync(join(here, 'route-notes.ts'), routeNotesSource(notesFromDocs()));
}
