/**
 * Answers of Mapbox's geocoding v5 API (`mapbox.places`, types=address, language=fr), written by hand in the shape
 * the API documents; trimmed of the fields the adapter does not read, except a few kept to show they are ignored.
 */
export const saintDenisAnswer = {
  type: 'FeatureCollection',
  query: ['1234', 'rue', 'saint', 'denis', 'montréal'],
  features: [
    {
      id: 'address.4356035406756260',
      type: 'Feature',
      place_type: ['address'],
      relevance: 1,
      properties: { accuracy: 'rooftop', mapbox_id: 'dXJuOm1ieGFkcjo0MzU2MDM1NDA2NzU2MjYw' },
      text_fr: 'Rue Saint-Denis',
      language_fr: 'fr',
      place_name_fr: '1234 Rue Saint-Denis, Montréal, Québec H2X 3J6, Canada',
      text: 'Rue Saint-Denis',
      language: 'fr',
      place_name: '1234 Rue Saint-Denis, Montréal, Québec H2X 3J6, Canada',
      center: [-73.561438, 45.514739],
      geometry: { type: 'Point', coordinates: [-73.561438, 45.514739] },
      address: '1234',
      context: [
        { id: 'neighborhood.3120556', mapbox_id: 'dXJuOm1ieHBsYzpMN1Vz', text_fr: 'Quartier Latin', text: 'Quartier Latin' },
        { id: 'postcode.1190444', mapbox_id: 'dXJuOm1ieHBsYzpFaVVz', text_fr: 'H2X 3J6', text: 'H2X 3J6' },
        { id: 'place.9447340', mapbox_id: 'dXJuOm1ieHBsYzpqTzJz', wikidata: 'Q340', text_fr: 'Montréal', text: 'Montréal' },
        { id: 'region.9788', mapbox_id: 'dXJuOm1ieHBsYzpKendz', short_code: 'CA-QC', wikidata: 'Q176', text_fr: 'Québec', text: 'Québec' },
        { id: 'country.8764', mapbox_id: 'dXJuOm1ieHBsYzpJb3c', short_code: 'ca', wikidata: 'Q16', text_fr: 'Canada', text: 'Canada' },
      ],
    },
    {
      id: 'address.8154960231540210',
      type: 'Feature',
      place_type: ['address'],
      relevance: 0.96,
      properties: { accuracy: 'point' },
      text: 'Rue Saint-Denis',
      place_name: '1234 Rue Saint-Denis, Saint-Jérôme, Québec J7Z 2X4, Canada',
      center: [-74.00513, 45.77912],
      geometry: { type: 'Point', coordinates: [-74.00513, 45.77912] },
      address: '1234',
      context: [
        { id: 'postcode.1188701', text: 'J7Z 2X4' },
        { id: 'place.9512028', wikidata: 'Q141971', text: 'Saint-Jérôme' },
        { id: 'region.9788', short_code: 'CA-QC', wikidata: 'Q176', text: 'Québec' },
        { id: 'country.8764', short_code: 'ca', wikidata: 'Q16', text: 'Canada' },
      ],
    },
    {
      // Outside Quebec: the marketplace does not serve it.
      id: 'address.1729384756102938',
      type: 'Feature',
      place_type: ['address'],
      relevance: 0.9,
      properties: { accuracy: 'rooftop' },
      text: 'Saint Denis Street',
      place_name: '1234 Saint Denis Street, Ottawa, Ontario K1N 5R2, Canada',
      center: [-75.68, 45.43],
      geometry: { type: 'Point', coordinates: [-75.68, 45.43] },
      address: '1234',
      context: [
        { id: 'postcode.1179001', text: 'K1N 5R2' },
        { id: 'place.8822316', wikidata: 'Q1930', text: 'Ottawa' },
        { id: 'region.9564', short_code: 'CA-ON', wikidata: 'Q1904', text: 'Ontario' },
        { id: 'country.8764', short_code: 'ca', wikidata: 'Q16', text: 'Canada' },
      ],
    },
    {
      // A street without a number, in a place the bundled data does not hold.
      id: 'address.5550001112223334',
      type: 'Feature',
      place_type: ['address'],
      relevance: 0.82,
      properties: {},
      text: 'Chemin Saint-Denis',
      place_name: 'Chemin Saint-Denis, Lac-Supérieur, Québec, Canada',
      center: [-74.4521, 46.2012],
      geometry: { type: 'Point', coordinates: [-74.4521, 46.2012] },
      context: [
        { id: 'place.9555555', text: 'Lac-Supérieur' },
        { id: 'region.9788', short_code: 'CA-QC', text: 'Québec' },
        { id: 'country.8764', short_code: 'ca', text: 'Canada' },
      ],
    },
  ],
  attribution: 'NOTICE: © 2026 Mapbox and its suppliers. All rights reserved.',
};

/** A located address whose best match covers only part of the query. */
export const partialMatchAnswer = {
  type: 'FeatureCollection',
  query: ['99999', 'rue', 'inexistante', 'montréal'],
  features: [{ ...saintDenisAnswer.features[0], relevance: 0.5 }],
  attribution: 'NOTICE: © 2026 Mapbox and its suppliers. All rights reserved.',
};
