import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { PostalCodeSchema, PropertyInputSchema, isCountWithin, propertyFieldIssue } from './property-schemas';

const home = {
  name: '  Chalet  ',
  type: 'house',
  address: { streetAddress: ' 123 rue Principale ', city: 'Sutton', province: 'qc', postalCode: 'j0e2k0', country: 'ca' },
  bedrooms: 3,
  bathrooms: 1.5,
  stories: 2,
  parking: true,
};

/** The first issue's message (a catalogue code) and its field, or null when valid. */
const firstIssue = (input: unknown) => {
  const result = v.safeParse(PropertyInputSchema, input);
  return result.success ? null : { message: result.issues[0].message, field: v.getDotPath(result.issues[0]) };
};

describe('PropertyInputSchema', () => {
  it('trims, writes the postal code, province and country in capitals, and makes absent optional fields null', () => {
    expect(v.parse(PropertyInputSchema, home)).toEqual({
      name: 'Chalet',
      type: 'house',
      address: { streetAddress: '123 rue Principale', city: 'Sutton', province: 'QC', postalCode: 'J0E 2K0', country: 'CA' },
      bedrooms: 3,
      bathrooms: 1.5,
      stories: 2,
      squareFootage: null,
      parking: true,
      wifiName: null,
      wifiPassword: null,
      suppliesLocation: null,
      accessInstructions: null,
      trashLocation: null,
      roomsToAvoid: null,
      additionalNotes: null,
    });
  });

  it('keeps the optional fields given, and a cleared one as null', () => {
    const parsed = v.parse(PropertyInputSchema, { ...home, squareFootage: 1200, wifiName: ' Maison ', additionalNotes: '  ', trashLocation: null });
    expect(parsed).toMatchObject({ squareFootage: 1200, wifiName: 'Maison', additionalNotes: null, trashLocation: null });
  });

  it('refuses a malformed postal code with its own message', () => {
    expect(firstIssue({ ...home, address: { ...home.address, postalCode: 'J0E 2K' } })).toEqual({
      message: 'property.postal-code-invalid',
      field: 'address.postalCode',
    });
  });

  it('serves Quebec, in Canada, only', () => {
    expect(firstIssue({ ...home, address: { ...home.address, province: 'ON' } })?.message).toBe('property.province-unsupported');
    expect(firstIssue({ ...home, address: { ...home.address, country: 'US' } })?.message).toBe('property.country-unsupported');
  });

  it('needs a name of 1 to 100 characters, a known type, a street address and a city', () => {
    expect(firstIssue({ ...home, name: '   ' })?.message).toBe('property.name-invalid');
    expect(firstIssue({ ...home, name: 'x'.repeat(101) })?.message).toBe('property.name-invalid');
    expect(firstIssue({ ...home, name: 'x'.repeat(100) })).toBeNull();
    expect(firstIssue({ ...home, type: 'castle' })?.message).toBe('property.type-invalid');
    // A garage is a property of its own (issue 33): no bedroom, no bathroom.
    expect(firstIssue({ ...home, type: 'garage', bedrooms: 0, bathrooms: 0, stories: 1 })).toBeNull();
    expect(firstIssue({ ...home, address: { ...home.address, streetAddress: '' } })?.message).toBe('property.street-address-invalid');
    expect(firstIssue({ ...home, address: { ...home.address, city: ' ' } })?.message).toBe('property.city-invalid');
    expect(firstIssue({ ...home, address: undefined })).toEqual({ message: 'property.field-missing', field: 'address' });
    const { name: _name, ...nameless } = home;
    expect(firstIssue(nameless)).toEqual({ message: 'property.field-missing', field: 'name' });
  });

  it.each([
    ['bedrooms', 0, true], ['bedrooms', 20, true], ['bedrooms', 2.5, true], ['bedrooms', 20.5, false], ['bedrooms', -1, false], ['bedrooms', 1.25, false],
    ['bathrooms', 0.5, true], ['bathrooms', 21, false],
    ['stories', 1, true], ['stories', 10, true], ['stories', 0, false], ['stories', 1.5, false], ['stories', 11, false],
    ['squareFootage', 100, true], ['squareFootage', 50_000, true], ['squareFootage', 99, false], ['squareFootage', 50_001, false], ['squareFootage', 800.5, false],
  ] as const)('takes %s = %s: %s', (field, value, valid) => {
    const issue = firstIssue({ ...home, [field]: value });
    if (valid) expect(issue).toBeNull();
    else expect(issue).toEqual({ message: expect.stringMatching(/^property\..+-out-of-range$/), field });
  });

  it('refuses a count sent as text, and text fields over 500 characters', () => {
    expect(firstIssue({ ...home, bedrooms: '3' })?.message).toBe('property.bedrooms-out-of-range');
    expect(firstIssue({ ...home, accessInstructions: 'x'.repeat(501) })).toEqual({ message: 'property.text-too-long', field: 'accessInstructions' });
    expect(firstIssue({ ...home, accessInstructions: 'x'.repeat(500) })).toBeNull();
    expect(firstIssue({ ...home, address: { ...home.address, streetAddress: 'x'.repeat(501) } })?.message).toBe('property.street-address-invalid');
  });
});

describe('PostalCodeSchema', () => {
  it('is the one rule the form and the server share', () => {
    expect(v.parse(PostalCodeSchema, 'h2x1y4')).toBe('H2X 1Y4');
    expect(v.safeParse(PostalCodeSchema, 'W2X 1Y4').success).toBe(false);
    expect(v.safeParse(PostalCodeSchema, 42).success).toBe(false);
  });
});

describe('isCountWithin', () => {
  it('checks the bounds and the step', () => {
    expect(isCountWithin(3.5, { min: 0, max: 20, step: 0.5 })).toBe(true);
    expect(isCountWithin(Number.NaN, { min: 0, max: 20, step: 0.5 })).toBe(false);
    expect(isCountWithin(Number.POSITIVE_INFINITY, { min: 0, max: 20, step: 0.5 })).toBe(false);
  });
});

describe('propertyFieldIssue', () => {
  it('checks one field as the whole schema does', () => {
    expect(propertyFieldIssue('postalCode', 'h2x 1y4')).toBeNull();
    expect(propertyFieldIssue('postalCode', 'H2X 1Y')).toBe('property.postal-code-invalid');
    expect(propertyFieldIssue('bathrooms', 1.25)).toBe('property.bathrooms-out-of-range');
    expect(propertyFieldIssue('squareFootage', null)).toBeNull();
    expect(propertyFieldIssue('text', 'x'.repeat(501))).toBe('property.text-too-long');
    expect(propertyFieldIssue('name', '  ')).toBe('property.name-invalid');
  });
});
