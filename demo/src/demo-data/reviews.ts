/**
 * What the demo reviewers write, in the language they use: a client's comment on the cleaner by overall rating
 * (5, 4, 3, 2 and below), a cleaner's comment on the client, and a cleaner's public reply.
 */
type Texts = { readonly fr: readonly string[]; readonly en: readonly string[] };

export const CLIENT_COMMENTS: Record<'5' | '4' | '3' | 'low', Texts> = {
  '5': {
    fr: [
      'Travail impeccable, la maison brillait à notre retour. Je recommande sans hésiter!',
      'Ponctuelle, efficace et très minutieuse : même les plinthes ont été faites.',
      'Un ménage parfait, la salle de bain n’a jamais été aussi propre. Merci beaucoup!',
      'Très professionnelle, elle a suivi la liste à la lettre et a laissé un petit mot. On la reprend chaque mois.',
      'Excellent service du début à la fin, communication claire avant la visite.',
      'Le four et le frigo sont comme neufs. Une perle!',
      'Rapide, soigneux et respectueux de nos affaires. Rien à redire.',
      'Nos chats n’ont même pas été dérangés et tout était propre. Bravo!',
    ],
    en: [
      'Spotless work, the house was gleaming when we got home. Highly recommend!',
      'On time, efficient and very thorough: even the baseboards were done.',
      'Perfect clean, the bathroom has never looked this good. Thank you so much!',
      'Very professional, followed our checklist to the letter. We book every month now.',
      'Excellent service from start to finish, clear messages before the visit.',
      'The oven and fridge look brand new. A gem!',
      'Fast, careful and respectful of our things. Nothing to add.',
      'Our dog loved her and everything was clean. Great job!',
    ],
  },
  '4': {
    fr: [
      'Très bon ménage dans l’ensemble, quelques coins oubliés dans la cuisine.',
      'Sympathique et efficace, arrivée avec un peu de retard mais tout était fait.',
      'Bon travail, la salle de bain était superbe. Les fenêtres auraient pu être mieux faites.',
      'Service fiable et agréable, je referai appel à elle.',
      'Propre et bien organisé, un peu pressé à la fin.',
      'Bonne communication et beau résultat, presque parfait.',
    ],
    en: [
      'Very good clean overall, a few corners missed in the kitchen.',
      'Friendly and efficient, arrived a bit late but got everything done.',
      'Good work, the bathroom was great. The windows could have been better.',
      'Reliable and pleasant service, I will book again.',
      'Clean and well organised, a little rushed at the end.',
      'Good communication and a nice result, almost perfect.',
    ],
  },
  '3': {
    fr: [
      'Correct, mais plusieurs tâches de la liste n’ont pas été faites.',
      'Le résultat était moyen pour le prix, la poussière restait sur les meubles.',
      'Gentille, mais arrivée 30 minutes en retard sans prévenir.',
      'Ménage acceptable, sans plus. La cuisine était bien, les chambres moins.',
    ],
    en: [
      'Okay, but several tasks on the list were not done.',
      'Average result for the price, dust was left on the furniture.',
      'Nice person, but arrived 30 minutes late without a message.',
      'Acceptable clean, nothing more. The kitchen was fine, the bedrooms less so.',
    ],
  },
  low: {
    fr: [
      'Déçu : la moitié de la liste n’a pas été faite et il a fallu tout reprendre.',
      'Beaucoup de retard et un travail bâclé. Je ne reprendrai pas.',
      'Le plancher était encore collant après le passage. Pas à la hauteur.',
    ],
    en: [
      'Disappointed: half the list was not done and I had to redo it.',
      'Very late and a sloppy job. I will not book again.',
      'The floor was still sticky afterwards. Not up to standard.',
    ],
  },
};

export const CLEANER_COMMENTS: Texts = {
  fr: [
    'Client accueillant, consignes claires, tout était prêt à mon arrivée.',
    'Très agréable, le code de la porte a été donné à l’avance. Merci!',
    'Maison bien rangée, ce qui m’a permis de me concentrer sur le ménage.',
    'Communication facile et paiement sans souci. Au plaisir!',
    'Cliente respectueuse et chaleureuse, je reviendrai avec plaisir.',
    'Logement un peu encombré, mais des gens très gentils.',
  ],
  en: [
    'Welcoming client, clear instructions, everything ready when I arrived.',
    'Very pleasant, the door code was sent ahead of time. Thank you!',
    'Tidy home, which let me focus on the cleaning.',
    'Easy to talk to and no trouble with payment. See you next time!',
    'Respectful and warm, I would gladly come back.',
    'A bit cluttered, but lovely people.',
  ],
};

export const CLEANER_REPLIES: Texts = {
  fr: [
    'Merci beaucoup pour ce beau commentaire, au plaisir de revenir!',
    'Merci pour votre retour. Désolée pour le retard, je prévois maintenant plus de temps pour le trajet.',
    'Merci! J’ai noté pour les fenêtres, ce sera fait la prochaine fois.',
    'Je suis désolée que le résultat ne vous ait pas plu. Je vous ai écrit pour en discuter.',
  ],
  en: [
    'Thank you so much for the kind words, happy to come back anytime!',
    'Thanks for the feedback. Sorry about the delay, I now plan more time for the drive.',
    'Thank you! Noted about the windows, they will be done next time.',
    'I am sorry the result did not please you. I sent you a message to talk about it.',
  ],
};

/** A real-looking postal code for each demo city (its forward sortation area), for the reviewers' homes. */
export const DEMO_POSTAL_CODES: Record<string, string> = {
  montreal: 'H2X 1Y4', quebec: 'G1R 4P5', laval: 'H7N 3K2', gatineau: 'J8X 3X7', longueuil: 'J4K 2T5', sherbrooke: 'J1H 4A7',
  'trois-rivieres': 'G9A 5H3', saguenay: 'G7H 2B4', levis: 'G6V 6N2', terrebonne: 'J6W 3L8', repentigny: 'J6A 2N4', brossard: 'J4W 2T8',
  drummondville: 'J2B 6V3', 'saint-jerome': 'J7Z 5T6', granby: 'J2G 8C7', rimouski: 'G5L 3A1', 'saint-jean-sur-richelieu': 'J3B 6Y8',
  blainville: 'J7C 3V4', 'saint-hyacinthe': 'J2S 5J7', shawinigan: 'G9N 6V9', chateauguay: 'J6J 4Z2', mirabel: 'J7J 1Y9',
  victoriaville: 'G6P 6S8', boucherville: 'J4B 2Y2', 'pointe-claire': 'H9R 4T2', 'rouyn-noranda': 'J9X 5C4', 'val-d-or': 'J9P 4N7',
  'sept-iles': 'G4R 2W4', alma: 'G8B 5V3', 'saint-georges': 'G5Y 5C7',
};

export const DEMO_STREETS = ['rue Principale', 'rue Notre-Dame', 'boulevard Saint-Laurent', 'rue des Érables', 'avenue du Parc', 'rue King', 'rue Wellington', 'rue Saint-Jean'];
