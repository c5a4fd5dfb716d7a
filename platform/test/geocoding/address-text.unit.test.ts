import { describe, expect, it } from 'vitest';
import { parseAddressText } from '../../src/geocoding/address-text';

describe('parseAddressText', () => {
  it.each([
    ['123 rue Saint-Denis', { street: '123 rue Saint-Denis', city: '', postalCode: '' }],
    ['123 rue Saint-Denis, Mont', { street: '123 rue Saint-Denis', city: 'Mont', postalCode: '' }],
    ['123  rue Saint-Denis ,  montréal ', { street: '123 rue Saint-Denis', city: 'montréal', postalCode: '' }],
    ['123 rue Saint-Denis, Montréal, QC H2X 1Y4', { street: '123 rue Saint-Denis', city: 'Montréal', postalCode: 'H2X 1Y4' }],
    ['123 rue Saint-Denis, Montréal QC h2x1y4, Canada', { street: '123 rue Saint-Denis', city: 'Montréal', postalCode: 'H2X 1Y4' }],
    ['123 rue Saint-Denis, Montréal, H2X 1Y4', { street: '123 rue Saint-Denis', city: 'Montréal', postalCode: 'H2X 1Y4' }],
    ['123 rue Saint-Denis, Montréal H2X', { street: '123 rue Saint-Denis', city: 'Montréal', postalCode: '' }],
    ['10 rue des Jardins, Québec', { street: '10 rue des Jardins', city: 'Québec', postalCode: '' }],
    ['10 rue des Jardins, Québec, Québec', { street: '10 rue des Jardins', city: 'Québec', postalCode: '' }],
    ['10 rue des Jardins, Québec QC', { street: '10 rue des Jardins', city: 'Québec', postalCode: '' }],
    ['5 ch. du Lac, St-Jérôme,', { street: '5 ch. du Lac', city: 'St-Jérôme', postalCode: '' }],
  ])('reads %o', (text, expected) => expect(parseAddressText(text)).toEqual(expected));
});
