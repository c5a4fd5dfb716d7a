/**
 * Names for the demo cleaners: first names given in Quebec across several generations, the most common Quebec
 * surnames, and names of families who came from Haiti, the Maghreb, Lebanon, Vietnam and Latin America, as a
 * Montreal directory reads. English names go to the English-speaking cleaners. Accents are kept.
 */
export const FEMALE_FIRST_NAMES = [
  'Marie-Ève', 'Geneviève', 'Isabelle', 'Julie', 'Mélanie', 'Nathalie', 'Stéphanie', 'Catherine', 'Josée', 'Chantal',
  'Sylvie', 'Manon', 'Karine', 'Annie', 'Véronique', 'Valérie', 'Émilie', 'Audrey', 'Maude', 'Marie-Claude',
  'Marie-Pier', 'Anne-Marie', 'Sophie', 'Caroline', 'Amélie', 'Andréanne', 'Roxanne', 'Joanie', 'Mélissa', 'Vanessa',
  'Camille', 'Léa', 'Rosalie', 'Laurence', 'Florence', 'Noémie', 'Béatrice', 'Chloé', 'Sarah-Maude', 'Jacinthe',
  'Lise', 'Francine', 'Ginette', 'Diane', 'Louise', 'Johanne', 'Guylaine', 'Danielle', 'Marie-Josée', 'Marie-France',
  'Édith', 'Gabrielle', 'Myriam', 'Ariane', 'Élodie', 'Maryse', 'Brigitte', 'Lucie', 'Hélène', 'Carole',
  'Pascale', 'Cynthia', 'Évelyne', 'Anne-Sophie', 'Justine', 'Frédérique', 'Daphnée', 'Océane', 'Rose', 'Juliette',
  'Fatima', 'Amina', 'Yasmine', 'Nadia', 'Fabiola', 'Widline', 'Carolina', 'María José', 'Thi Lan', 'Rita',
] as const;

export const MALE_FIRST_NAMES = [
  'Jean-François', 'Marc-André', 'Pierre-Luc', 'Jean-Philippe', 'Mathieu', 'Maxime', 'Simon', 'Étienne', 'Olivier',
  'Alexandre', 'Guillaume', 'Sébastien', 'Martin', 'Stéphane', 'Sylvain', 'Éric', 'Patrick', 'François', 'Benoît',
  'Luc', 'Michel', 'Réjean', 'Gilles', 'Normand', 'Gaétan', 'Denis', 'Yves', 'Serge', 'Jocelyn', 'Frédéric', 'Samuel',
  'Gabriel', 'Félix', 'William', 'Jérémie', 'Antoine', 'Louis-Philippe', 'Charles-Antoine', 'Vincent', 'Dominic',
  'Jonathan', 'Philippe', 'Raphaël', 'Émile', 'Nicolas', 'Hugo', 'Zacharie', 'Ghislain', 'Rémi', 'Xavier',
  'Jean-Sébastien', 'Marc-Olivier', 'Laurent', 'Yannick', 'Mohamed', 'Karim', 'Youssef', 'Mamadou', 'Jean-Robert',
  'Diego', 'José', 'Minh',
] as const;

export const QUEBEC_LAST_NAMES = [
  'Tremblay', 'Gagnon', 'Roy', 'Côté', 'Bouchard', 'Gauthier', 'Morin', 'Lavoie', 'Fortin', 'Gagné', 'Ouellet',
  'Pelletier', 'Bélanger', 'Lévesque', 'Bergeron', 'Leblanc', 'Paquette', 'Girard', 'Simard', 'Boucher', 'Caron',
  'Beaulieu', 'Cloutier', 'Dubé', 'Poirier', 'Fournier', 'Lapointe', 'Leclerc', 'Lefebvre', 'Poulin', 'Thibault',
  'St-Pierre', 'Nadeau', 'Martin', 'Landry', 'Martel', 'Bédard', 'Grenier', 'Lessard', 'Bernier', 'Richard', 'Michaud',
  'Hébert', 'Desjardins', 'Couture', 'Turcotte', 'Lachance', 'Parent', 'Blais', 'Gosselin', 'Savard', 'Proulx',
  'Beaudoin', 'Demers', 'Perron', 'Boudreau', 'Dufour', 'Deschênes', 'Vachon', 'Marcoux', 'Pépin', 'Charbonneau',
  'Lemieux', 'Mercier', 'Rousseau', 'Dion', 'Paradis', 'Champagne', 'Ménard', 'Brassard', 'Ouimet', 'Lalonde',
  'Bissonnette', 'Vaillancourt', 'Jolicœur', 'Gingras', 'Boivin', 'Harvey', 'Tardif', 'Gervais', 'Langlois', 'Plante',
  'Lacroix', 'Chabot', 'Fontaine', 'Guay', 'Lamontagne', 'Rioux', 'Thériault', 'Vézina', 'Bolduc', 'Trudel',
  'Joseph', 'Jean-Louis', 'Désir', 'Benali', 'Haddad', 'El Amrani', 'Khoury', 'Nguyen', 'Tran', 'Rodriguez', 'Diallo',
] as const;

export const ENGLISH_FEMALE_FIRST_NAMES = [
  'Jennifer', 'Sarah', 'Emily', 'Jessica', 'Megan', 'Rachel', 'Hannah', 'Olivia', 'Karen', 'Heather', 'Shannon',
] as const;

export const ENGLISH_MALE_FIRST_NAMES = [
  'Michael', 'David', 'Ryan', 'James', 'Matthew', 'Andrew', 'Christopher', 'Sean', 'Kevin', 'Brian', 'Jason',
] as const;

export const ENGLISH_LAST_NAMES = [
  'Smith', 'Brown', 'Wilson', "O'Brien", 'Murphy', 'MacDonald', 'Campbell', 'Kelly', 'Walsh', 'Johnston', 'Stewart',
  'Cohen', 'Greenberg', 'Anderson', 'Taylor', 'Fraser', 'Morrison', 'Thompson', 'Patel', 'Singh',
] as const;
