import type { Language } from '@weklean/domain';
import type { Rng } from './random';

/** What a cleaner writes about themself, in their language: assembled from a few sentences so that bios vary. */
export type BioFacts = {
  firstName: string;
  city: string;
  years: number;
  eco: boolean;
  pets: boolean;
  bilingual: boolean;
};

const sinceFr = (years: number) => (years === 0 ? 'depuis peu' : years === 1 ? 'depuis un an' : `depuis ${years} ans`);
const experienceFr = (years: number) => (years === 0 ? '' : years === 1 ? ", avec un an d'expérience" : `, avec ${years} ans d'expérience`);
const sinceEn = (years: number) => (years === 0 ? 'for a few months' : years === 1 ? 'for a year' : `for ${years} years`);

const OPENERS = {
  fr: [
    (f: BioFacts) => `Bonjour! Je m'appelle ${f.firstName} et je fais de l'entretien ménager à ${f.city} ${sinceFr(f.years)}.`,
    (f: BioFacts) => `Salut, moi c'est ${f.firstName}! J'offre du ménage à ${f.city} et dans les environs.`,
    (f: BioFacts) => `Entretien ménager minutieux et fiable à ${f.city}${experienceFr(f.years)}.`,
    (f: BioFacts) => `Je travaille à mon compte en entretien ménager dans la région de ${f.city}.`,
  ],
  en: [
    (f: BioFacts) => `Hi! I'm ${f.firstName} and I've been cleaning homes in ${f.city} ${sinceEn(f.years)}.`,
    (f: BioFacts) => `Reliable, detail-oriented cleaning in ${f.city} and nearby.`,
    (f: BioFacts) => `I'm ${f.firstName}, a self-employed cleaner based in ${f.city}.`,
  ],
} as const;

const MIDDLES = {
  fr: [
    "J'aime que tout soit impeccable : cuisine, salles de bain, planchers, rien n'est oublié.",
    "Je m'adapte à vos besoins et à votre horaire, de jour comme de soir.",
    "Grand ménage du printemps, fin de bail ou entretien régulier : je m'occupe de tout.",
    'Ponctualité, discrétion et souci du détail sont mes priorités.',
    "J'apporte mon matériel et mes produits si vous le souhaitez.",
    'Je travaille avec une liste de vérification pour que chaque visite soit aussi soignée que la première.',
  ],
  en: [
    'Kitchens, bathrooms, floors: I leave everything spotless.',
    'I adapt to your needs and your schedule, days or evenings.',
    'Spring cleaning, move-outs or weekly upkeep, I take care of it all.',
    'Punctual, discreet and careful with your belongings.',
    'I can bring my own supplies and equipment.',
  ],
} as const;

const CLOSERS = {
  fr: ['Au plaisir de vous rencontrer!', "N'hésitez pas à m'écrire pour toute question.", 'Merci de votre confiance!'],
  en: ['Looking forward to meeting you!', 'Feel free to message me with any question.', 'Thanks for your trust!'],
} as const;

export function demoBio(language: Language, facts: BioFacts, rng: Rng): string {
  const sentences = [rng.pick(OPENERS[language])(facts), ...rng.sample(MIDDLES[language], rng.int(1, 2))];
  if (facts.eco) sentences.push(language === 'fr' ? "J'utilise des produits écologiques et biodégradables." : 'I use eco-friendly, biodegradable products.');
  if (facts.pets) sentences.push(language === 'fr' ? 'Les animaux ne me dérangent pas, au contraire!' : 'Pets are welcome, I love them!');
  if (facts.bilingual) sentences.push(language === 'fr' ? 'I also speak English.' : 'Je parle aussi français.');
  sentences.push(rng.pick(CLOSERS[language]));
  return sentences.join(' ');
}

export const DEMO_SKILLS = {
  fr: [
    'Nettoyage de fours', 'Lavage de vitres', 'Désinfection', 'Repassage', 'Organisation de placards',
    'Nettoyage de réfrigérateurs', 'Nettoyage après rénovation', 'Planchers de bois franc', 'Lavage de murs',
    'Changement de literie', 'Nettoyage de balcons',
  ],
  en: [
    'Oven cleaning', 'Window washing', 'Disinfection', 'Ironing', 'Closet organizing', 'Fridge cleaning',
    'Post-renovation cleaning', 'Hardwood floors', 'Wall washing', 'Bed making',
  ],
} as const satisfies Record<Language, readonly string[]>;

export const DEMO_CERTIFICATES = {
  fr: ['SIMDUT 2015', 'Secourisme en milieu de travail', 'Formation en hygiène et salubrité', 'Nettoyage écologique'],
  en: ['WHMIS 2015', 'Workplace first aid', 'Hygiene and sanitation training', 'Green cleaning'],
} as const satisfies Record<Language, readonly string[]>;

export const DEMO_EDUCATION = {
  fr: ["DEP en entretien général d'immeubles", "Diplôme d'études secondaires", 'Formation en entretien sanitaire'],
  en: ['High school diploma', 'Vocational diploma in building maintenance', 'Sanitation training'],
} as const satisfies Record<Language, readonly string[]>;
