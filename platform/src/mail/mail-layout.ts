export type MailLanguage = 'fr' | 'en';

/** A paragraph of plain text, one string per line. */
export type Paragraph = readonly string[];

/**
 * What a mail shows, in plain text: the layout escapes every string and turns its http(s) addresses into links.
 * `action`, when given, is a button between the paragraphs `before` and `after`.
 */
export type MailContent = {
  language: MailLanguage;
  title: string;
  before: readonly Paragraph[];
  action?: { url: string; label: string };
  after: readonly Paragraph[];
  signature?: string;
  footer: readonly Paragraph[];
};

const BRAND = '#0f766e';
const TEXT = '#1f2933';
const FONTS = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";

type Slot = 'title' | 'before' | 'action-url' | 'action-label' | 'after' | 'signature' | 'footer';
type Shape = { language: MailLanguage; action: boolean; signature: boolean };

/** The one layout: Weklean header, paragraphs, optional button and signature, footer. Slots are `[[wk:name]]`. */
const layout = (shape: Shape) => `
<mjml lang="${shape.language}">
  <mj-head>
    <mj-title>[[wk:title]]</mj-title>
    <mj-attributes>
      <mj-all font-family="${FONTS}" />
      <mj-text font-size="16px" line-height="24px" color="${TEXT}" padding="0 0 16px 0" />
    </mj-attributes>
  </mj-head>
  <mj-body background-color="#f4f7f6" width="600px">
    <mj-section background-color="${BRAND}" padding="16px 24px">
      <mj-column><mj-text font-size="24px" line-height="32px" font-weight="700" color="#ffffff" padding="0">Weklean</mj-text></mj-column>
    </mj-section>
    <mj-section background-color="#ffffff" padding="24px 24px 8px 24px">
      <mj-column>
        <mj-text>[[wk:before]]</mj-text>${
          shape.action
            ? `
        <mj-button href="[[wk:action-url]]" align="left" background-color="${BRAND}" color="#ffffff" font-size="16px" font-weight="600" border-radius="8px" inner-padding="12px 24px" padding="0 0 16px 0">[[wk:action-label]]</mj-button>
        <mj-text>[[wk:after]]</mj-text>`
            : ''
        }${
          shape.signature
            ? `
        <mj-divider border-color="#e3f1ee" border-width="1px" padding="0 0 16px 0" />
        <mj-text color="${BRAND}" font-weight="600">[[wk:signature]]</mj-text>`
            : ''
        }
      </mj-column>
    </mj-section>
    <mj-section padding="16px 24px">
      <mj-column><mj-text font-size="13px" line-height="20px" color="#4f5d5a" align="center" padding="0">[[wk:footer]]</mj-text></mj-column>
    </mj-section>
  </mj-body>
</mjml>`;

/** The compiled HTML cut at its slots: text, slot name, text, slot name, …, text. */
type Template = readonly string[];

/**
 * MJML is compiled once per shape (language, with or without button and signature: eight at most) and a mail only
 * fills the slots. mjml itself takes about half a second to load: it is imported on the first mail, not at start.
 */
const templates = new Map<string, Promise<Template>>();

const compile = async (shape: Shape): Promise<Template> => {
  const { default: mjml2html } = await import('mjml');
  const { html } = await mjml2html(layout(shape), { validationLevel: 'strict', keepComments: false });
  return html.split(/\[\[wk:([a-z-]+)\]\]/);
};

const templateFor = (shape: Shape) => {
  const key = `${shape.language}:${shape.action}:${shape.signature}`;
  let template = templates.get(key);
  if (!template) {
    template = compile(shape);
    // A failed compilation is not kept: the next mail tries again.
    template.catch(() => templates.delete(key));
    templates.set(key, template);
  }
  return template;
};

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => ENTITIES[char]!);

/** An http(s) address in running text; the punctuation that closes a sentence is not part of it. */
const URL_PATTERN = /https?:\/\/[^\s<>"«»]+/g;
const TRAILING_PUNCTUATION = /[.,;:!?)\]]+$/;

const link = (url: string) => `<a href="${escapeHtml(url)}" style="color:${BRAND};word-break:break-all">${escapeHtml(url)}</a>`;

/** The http(s) addresses of a line, as `lineHtml` links them. */
export const linksIn = (line: string) => [...line.matchAll(URL_PATTERN)].map((match) => match[0].replace(TRAILING_PUNCTUATION, ''));

/** One line: escaped text, its addresses as links. */
const lineHtml = (line: string) => {
  let html = '';
  let from = 0;
  for (const match of line.matchAll(URL_PATTERN)) {
    const url = match[0].replace(TRAILING_PUNCTUATION, '');
    html += escapeHtml(line.slice(from, match.index)) + link(url);
    from = match.index + url.length;
  }
  return html + escapeHtml(line.slice(from));
};

const paragraphsHtml = (paragraphs: readonly Paragraph[]) =>
  paragraphs
    .map((lines, index) => `<p style="margin:0 0 ${index === paragraphs.length - 1 ? 0 : 16}px">${lines.map(lineHtml).join('<br>')}</p>`)
    .join('');

/** The HTML part of a mail: the layout compiled for its shape, its slots filled with escaped text. */
export async function renderMailLayout(content: MailContent): Promise<string> {
  const template = await templateFor({ language: content.language, action: content.action !== undefined, signature: content.signature !== undefined });
  const slots: Record<Slot, string> = {
    title: escapeHtml(content.title),
    before: paragraphsHtml(content.before),
    'action-url': escapeHtml(content.action?.url ?? ''),
    'action-label': escapeHtml(content.action?.label ?? ''),
    after: paragraphsHtml(content.after),
    signature: escapeHtml(content.signature ?? ''),
    footer: paragraphsHtml([...content.footer, ['Weklean']]),
  };
  return template.map((part, index) => (index % 2 === 0 ? part : slots[part as Slot])).join('');
}
