import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { addElisionFormatters, elide } from './elision';

describe('French elision before a name', () => {
  it('elides before a vowel and keeps the word before a consonant', () => {
    expect(elide('de', 'Anne-Marie')).toBe("d’Anne-Marie");
    expect(elide('de', 'Émilie')).toBe("d’Émilie");
    expect(elide('de', 'Marc-André')).toBe('de Marc-André');
    expect(elide('que', 'Olivier')).toBe("qu’Olivier");
    expect(elide('le', 'Yannick')).toBe("l’Yannick");
    expect(elide('de', 'Hugo')).toBe('de Hugo');
  });

  it('is what an i18next string with {{name, de}} shows', async () => {
    const i18n = i18next.createInstance();
    await i18n.init({
      lng: 'fr',
      resources: { fr: { translation: { about: 'À propos {{name, de}}' } } },
      interpolation: { escapeValue: false },
    });
    addElisionFormatters(i18n.services.formatter);
    expect(i18n.t('about', { name: 'Anne-Marie' })).toBe("À propos d’Anne-Marie");
    expect(i18n.t('about', { name: 'Marc' })).toBe('À propos de Marc');
  });
});
