import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/** docs/spec-coverage.md's table: one row per SPEC requirement, with where it is built and tested. */
const root = fileURLToPath(new URL('..', import.meta.url));
const STATUSES = ['met', 'partly', 'absent', 'differs'] as const;

type Row = { line: number; id: string; status: string; built: string[]; tested: string[]; notes: string };

/** The backquoted paths of a cell ("—" for none). */
const pathsIn = (cell: string) => [...cell.matchAll(/`([^`]+)`/g)].map((match) => match[1]!);

function tableRows(): Row[] {
  const lines = readFileSync(`${root}docs/spec-coverage.md`, 'utf8').split('\n');
  const rows: Row[] = [];
  lines.forEach((text, index) => {
    if (!/^\|\s*S\d+\.\d+\s*\|/.test(text)) return;
    const cells = text.split('|').slice(1, -1).map((cell) => cell.trim());
    const [id = '', , status = '', built = '', tested = '', notes = ''] = cells;
    rows.push({ line: index + 1, id, status, built: pathsIn(built), tested: pathsIn(tested), notes });
  });
  return rows;
}

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces as hyphens. */
const anchorOf = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');

describe('docs/spec-coverage.md', () => {
  const rows = tableRows();

  it('lists at least 250 requirements', () => {
    expect(rows.length).toBeGreaterThanOrEqual(250);
  });

  it('gives each requirement its own id', () => {
    const seen = new Set<string>();
    const repeated = rows.filter((row) => seen.size === seen.add(row.id).size).map((row) => `${row.id} (line ${row.line})`);
    expect(repeated).toEqual([]);
  });

  it('uses only the four statuses', () => {
    const wrong = rows.filter((row) => !(STATUSES as readonly string[]).includes(row.status)).map((row) => `${row.id}: ${row.status}`);
    expect(wrong).toEqual([]);
  });

  it('names a place where anything but an absent requirement is built', () => {
    const unbuilt = rows.filter((row) => row.status !== 'absent' && row.built.length === 0).map((row) => row.id);
    expect(unbuilt).toEqual([]);
  });

  it('names only paths that exist, and only test files as tests', () => {
    const missing = rows.flatMap((row) => [...row.built, ...row.tested].filter((path) => !existsSync(`${root}${path}`)).map((path) => `${row.id}: ${path}`));
    expect(missing).toEqual([]);
    const notTests = rows.flatMap((row) => row.tested.filter((path) => !/\.(unit|int|e2e)\.test\.ts$/.test(path)).map((path) => `${row.id}: ${path}`));
    expect(notTests).toEqual([]);
  });

  it('links every differs row to a heading of docs/decisions.md', () => {
    const anchors = new Set(
      readFileSync(`${root}docs/decisions.md`, 'utf8')
        .split('\n')
        .filter((line) => line.startsWith('#'))
        .map((line) => anchorOf(line.replace(/^#+/, ''))),
    );
    const unexplained = rows
      .filter((row) => row.status === 'differs')
      .filter((row) => {
        const links = [...row.notes.matchAll(/\(decisions\.md#([^)]+)\)/g)].map((match) => match[1]!);
        return links.length === 0 || links.some((anchor) => !anchors.has(anchor));
      })
      .map((row) => row.id);
    expect(unexplained).toEqual([]);
  });
});
