import { describe, expect, it } from 'vitest';
import { mailContentFromText, renderMailHtml } from '../../src/mail/mail-html';

const RESET_LINK = 'https://weklean.ca/reset-password/abc123';
const reset = {
  subject: 'Réinitialisation de votre mot de passe Weklean',
  text: `Bonjour <script>alert(1)</script> & Cie,\n\nPour choisir un nouveau mot de passe, ouvrez ce lien (valide 60 minutes, une seule fois) :\n${RESET_LINK}\n\nSi vous n’avez rien demandé, ignorez ce courriel.\n\nL’équipe Weklean`,
  language: 'fr' as const,
  callToAction: RESET_LINK,
};

/** The part of the HTML between the header's brand and the footer: what the mail says. */
const bodyOf = (html: string) => html.slice(html.indexOf('>Weklean<') + 9, html.lastIndexOf('>Weklean<'));

describe('the HTML part of a mail', () => {
  it('escapes what a person typed: a name with <script> and & is text, never markup', async () => {
    const html = await renderMailHtml(reset);
    expect(html).toContain('Bonjour &lt;script&gt;alert(1)&lt;/script&gt; &amp; Cie,');
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toContain(' & Cie');
  });

  it('escapes a subject in the title and quotes in a link', async () => {
    const html = await renderMailHtml({ subject: 'Objet « <b>gras</b> »', text: 'Voir https://weklean.ca/a?b=1&c="2"', language: 'fr' });
    expect(html).toContain('<title>Objet « &lt;b&gt;gras&lt;/b&gt; »</title>');
    expect(html).toContain('<a href="https://weklean.ca/a?b=1&amp;c=" style=');
  });

  it('keeps the paragraphs and line breaks of the text, and links its addresses without the closing punctuation', async () => {
    const html = await renderMailHtml({
      subject: 'Ménage',
      text: 'Bonjour Audrey,\n\nVoir la réservation : https://weklean.ca/bookings/b-1.\nMerci\n\n— L’équipe Weklean\n',
      language: 'fr',
    });
    const body = bodyOf(html);
    expect(body).toContain('Bonjour Audrey,</p>');
    expect(body).toContain(
      'Voir la réservation : <a href="https://weklean.ca/bookings/b-1" style="color:#0f766e;word-break:break-all">https://weklean.ca/bookings/b-1</a>.<br>Merci</p>',
    );
    // The closing line is the layout's signature, after the paragraphs.
    expect(body.indexOf('— L’équipe Weklean')).toBeGreaterThan(body.indexOf('Merci'));
    expect(html).toContain('lang="fr"');
  });

  it('turns the call to action into a button named by its label, between the paragraphs around it', () => {
    const accept = 'https://weklean.ca/bookings/b-1/accept';
    const content = mailContentFromText({
      subject: 'Nouvelle demande',
      text: `Bonjour A,\n\nB vous demande un ménage.\n\nAccepter : ${accept}\nRefuser : https://weklean.ca/bookings/b-1/decline\n\nLa demande expire.\n\n— L’équipe Weklean\n`,
      language: 'fr',
      callToAction: accept,
    });
    expect(content).toEqual({
      language: 'fr',
      title: 'Nouvelle demande',
      before: [['Bonjour A,'], ['B vous demande un ménage.']],
      action: { url: accept, label: 'Accepter' },
      after: [['Refuser : https://weklean.ca/bookings/b-1/decline'], ['La demande expire.']],
      signature: '— L’équipe Weklean',
      footer: [],
    });
  });

  it('names a button whose link stands alone on its line in the mail’s language, and keeps the newsletter’s footer', async () => {
    const confirm = 'https://weklean.com/api/newsletter/confirm?token=t1';
    const html = await renderMailHtml({
      subject: 'Confirm',
      text: `Hello,\n\nTo confirm, follow this link:\n${confirm}\n\nThe Weklean team\n\n--\nUnsubscribe: https://weklean.com/api/newsletter/unsubscribe?token=t1`,
      language: 'en',
      callToAction: confirm,
    });
    expect(html).toContain('lang="en"');
    expect(html).toMatch(/<a\s+href="https:\/\/weklean\.com\/api\/newsletter\/confirm\?token=t1"[^>]*>\s*Open the link\s*<\/a>/);
    expect(html).toContain('To confirm, follow this link:</p>');
    const footer = html.slice(html.indexOf('The Weklean team'));
    expect(footer).toContain('Unsubscribe: <a href="https://weklean.com/api/newsletter/unsubscribe?token=t1"');
  });

  it('gives no button for a link the text does not hold, and none without a call to action', () => {
    expect(mailContentFromText({ ...reset, callToAction: 'https://weklean.ca/elsewhere' }).action).toBeUndefined();
    expect(mailContentFromText({ ...reset, callToAction: undefined }).action).toBeUndefined();
  });

  it('fills a layout compiled once: a mail takes well under 50 ms once its shape is compiled', async () => {
    await renderMailHtml(reset);
    const started = performance.now();
    for (let i = 0; i < 20; i += 1) await renderMailHtml({ ...reset, text: `${reset.text}\n\n${i}` });
    expect((performance.now() - started) / 20).toBeLessThan(50);
  });
});
