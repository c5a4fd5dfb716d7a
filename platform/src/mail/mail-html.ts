import { linksIn, renderMailLayout, type MailContent, type MailLanguage, type Paragraph } from './mail-layout';

/** The button's words when the text gives none (its link alone on a line). */
const OPEN_LINK: Record<MailLanguage, string> = { fr: 'Ouvrir le lien', en: 'Open the link' };
/** `Accepter : https://…`: a short label before the link names the button. */
const LABELLED_LINK = /^(.{1,40}?)\s*:\s*(\S+)$/;
/** A closing line such as "— L’équipe Weklean": one short line naming the brand, without a link. */
const isSignature = (paragraph: Paragraph) => paragraph.length === 1 && paragraph[0]!.length <= 60 && paragraph[0]!.includes('Weklean') && linksIn(paragraph[0]!).length === 0;

const paragraphsOf = (text: string): Paragraph[] =>
  text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '')
    .map((paragraph) => paragraph.split('\n').map((line) => line.trimEnd()));

/**
 * The paragraphs around the call to action: the line that holds its link becomes the button (named by its label, as
 * in `Répondre : …`); a link inside a sentence stays in it, the button follows the paragraph. A link the text does not
 * hold gives no button.
 */
function splitAtAction(paragraphs: readonly Paragraph[], url: string, language: MailLanguage): Pick<MailContent, 'before' | 'action' | 'after'> {
  for (const [index, lines] of paragraphs.entries()) {
    const at = lines.findIndex((line) => linksIn(line).includes(url));
    if (at < 0) continue;
    const line = lines[at]!.trim();
    const labelled = LABELLED_LINK.exec(line);
    const label = line === url ? OPEN_LINK[language] : labelled?.[2] === url ? labelled[1] : undefined;
    if (label === undefined) return { before: paragraphs.slice(0, index + 1), action: { url, label: OPEN_LINK[language] }, after: paragraphs.slice(index + 1) };
    const [beforeLines, afterLines] = [lines.slice(0, at), lines.slice(at + 1)];
    return {
      before: [...paragraphs.slice(0, index), ...(beforeLines.length > 0 ? [beforeLines] : [])],
      action: { url, label },
      after: [...(afterLines.length > 0 ? [afterLines] : []), ...paragraphs.slice(index + 1)],
    };
  }
  return { before: paragraphs, after: [] };
}

/**
 * A mail's content read from its plain text, by the conventions of our catalogues: paragraphs apart by a blank line,
 * a closing signature line, and after a `--` line the footer (the newsletter's unsubscribe link).
 */
export function mailContentFromText(mail: { subject: string; text: string; language: MailLanguage; callToAction?: string | undefined }): MailContent {
  const [body = '', ...footer] = mail.text.replace(/\r\n?/g, '\n').split(/^-- ?$/m);
  const paragraphs = paragraphsOf(body);
  const last = paragraphs.at(-1);
  const signature = paragraphs.length > 1 && last && isSignature(last) ? paragraphs.pop()![0]! : undefined;
  return {
    language: mail.language,
    title: mail.subject,
    ...(mail.callToAction ? splitAtAction(paragraphs, mail.callToAction, mail.language) : { before: paragraphs, after: [] }),
    ...(signature === undefined ? {} : { signature }),
    footer: paragraphsOf(footer.join('--')),
  };
}

/** The HTML part of a mail written as plain text (the text stays the mail's other part, word for word). */
export const renderMailHtml = (mail: Parameters<typeof mailContentFromText>[0]) => renderMailLayout(mailContentFromText(mail));
