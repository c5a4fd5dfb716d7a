/**
 * Reads what docs/api/*.md says of each route (the narrative reference): its one-line summary, its text, its success
 * statuses and the error codes it lists (`404 dispute.not-found`). write-route-notes.ts writes them to route-notes.ts,
 * which the OpenAPI document reads at run time (the docs are not in the image); openapi.int.test.ts checks that
 * route-notes.ts is what the docs say today.
 */
export type RouteNote = {
  /** The docs page the route is described in. */
  page: string;
  summary: string;
  description: string;
  success: number[];
  errors: { status: number; code: string }[];
};

/** How directly a page describes a route: an item or a section of its own (1), a mention within a text (3). */
export type RankedNote = RouteNote & { rank: 1 | 3 };

const METHOD = '(?:GET|POST|PUT|PATCH|DELETE)';
const ROUTE_SOURCE = `\`(${METHOD}) (/api/[^\`\\s[?]*)[^\`]*\``;
const ROUTE = new RegExp(ROUTE_SOURCE, 'g');
const HAS_ROUTE = new RegExp(ROUTE_SOURCE);
/** A line that starts with a route: `- \`GET /api/x\``, `Checklist: \`POST /api/y\``. */
const ITEM = new RegExp(`^\\s*(?:[-*]\\s+)?(?:[A-Z][\\w ]{0,30}:\\s*)?\`${METHOD} /api/`);
const HEADING = /^#{1,6}\s/;
const CODE = '(?:[a-z][a-z0-9-]*(?:\\.[a-z0-9-]+)+|validation)';
const ERROR = new RegExp(`\`([45]\\d\\d) (${CODE})\`|\\b([45]\\d\\d) \`(${CODE})\``, 'g');
const SUCCESS = /→\s*`?(2\d\d)\b/g;

const openApiPath = (path: string) => path.replace(/:([A-Za-z0-9_]+)\??/g, '{$1}').replace(/\/$/, '');

/** The first sentence of a text, as plain text (a summary is not Markdown): up to a `.`, `;` or `:` outside braces. */
const firstSentence = (text: string) => {
  const plain = text.replaceAll('`', '').replace(/\s+/g, ' ').trim();
  let depth = 0;
  let end = plain.length;
  for (let i = 0; i < plain.length; i += 1) {
    const char = plain[i]!;
    if ('{[('.includes(char)) depth += 1;
    else if ('}])'.includes(char)) depth = Math.max(0, depth - 1);
    else if (depth === 0 && '.;:'.includes(char) && (i + 1 === plain.length || plain[i + 1] === ' ')) {
      end = i;
      break;
    }
  }
  const sentence = plain.slice(0, end).replace(/[,\s]+$/, '');
  return sentence.length > 160 ? `${sentence.slice(0, 157)}…` : sentence;
};

/** The summary: what the text says after the route (its body and answer), else the route itself. */
const summaryOf = (text: string, key: string) => {
  const after = text.replace(/^[\s\S]*?`(?:GET|POST|PUT|PATCH|DELETE) \/api[^`]*`\s*,?\s*/, '').replace(new RegExp(`^(\`${METHOD} [^\`]*\`\\s*,?\\s*)+`), '');
  return firstSentence(after.replace(/^→\s*/, '')) || key;
};

const noteOf = (page: string, text: string, rank: RankedNote['rank'], key: string): RankedNote => {
  const errors = [...text.matchAll(ERROR)].map((match) => ({ status: Number(match[1] ?? match[3]), code: (match[2] ?? match[4])! }));
  const explicit = [...new Set([...text.matchAll(SUCCESS)].map((match) => Number(match[1])))];
  // `→ { … }` without a status: the docs' convention for 200.
  const success = explicit.length > 0 ? explicit : /→\s*`[^`2]/.test(text) ? [200] : [];
  return { page, summary: summaryOf(text, key), description: text.trim(), success, errors, rank };
};

/** The notes of every route a page names, keyed `METHOD /api/path/{param}`; the most direct description of each. */
export function routeNotesOf(page: string, markdown: string): Record<string, RankedNote> {
  const notes: Record<string, RankedNote> = {};
  const keep = (key: string, note: RankedNote) => {
    if (!notes[key] || notes[key].rank > note.rank) notes[key] = note;
  };
  const lines = markdown.split('\n');
  lines.forEach((line, i) => {
    if (ITEM.test(line)) {
      // An item: its line and what follows, up to the next route, heading, top-level item or blank line.
      const block = [line];
      for (let j = i + 1; j < lines.length; j += 1) {
        const next = lines[j]!;
        if (next.trim() === '' || ITEM.test(next) || HEADING.test(next) || /^(- |\* |\d+\. )/.test(next)) break;
        block.push(next);
      }
      const text = block.join('\n').replace(/^\s*[-*]\s+/, '');
      for (const match of line.split('→')[0]!.matchAll(ROUTE)) {
        const key = `${match[1]} ${openApiPath(match[2]!)}`;
        keep(key, noteOf(page, text, 1, key));
      }
    } else if (HEADING.test(line) && HAS_ROUTE.test(line)) {
      // A section about a route: the heading and its text, up to the next heading.
      const block = [line];
      for (let j = i + 1; j < lines.length && !HEADING.test(lines[j]!); j += 1) block.push(lines[j]!);
      const heading = line.replace(/^#+\s*/, '');
      for (const match of heading.matchAll(ROUTE)) {
        const path = match[2]!;
        const placeholder = /<([a-z]+)>/.exec(path);
        if (placeholder) {
          // `POST /api/bookings/:id/<action>` and a table of the actions: one route per row.
          for (const row of block.filter((candidate) => /^\|\s*`[a-z-]+`\s*\|/.test(candidate))) {
            const cells = row.split('|').map((cell) => cell.trim()).filter(Boolean);
            const key = `${match[1]} ${openApiPath(path.replace(placeholder[0], cells[0]!.replaceAll('`', '')))}`;
            const note = noteOf(page, `${heading}\n\n${row}`, 1, key);
            keep(key, { ...note, summary: `${cells[0]!.replaceAll('`', '')} (${cells[1]}): ${firstSentence(cells.at(-1)!)}` });
          }
        } else {
          const key = `${match[1]} ${openApiPath(path)}`;
          keep(key, noteOf(page, block.join('\n').replace(/^#+\s*/, ''), 1, key));
        }
      }
    }
  });
  // Routes named within a text: from the name to the next route named, within its paragraph.
  for (const paragraph of markdown.split(/\n\s*\n/)) {
    const matches = [...paragraph.matchAll(ROUTE)];
    matches.forEach((match, index) => {
      const key = `${match[1]} ${openApiPath(match[2]!)}`;
      if (notes[key]) return;
      const text = paragraph.slice(match.index, matches[index + 1]?.index ?? paragraph.length).replace(/[\s,;]+$/, '');
      keep(key, noteOf(page, text, 3, key));
    });
  }
  return notes;
}
