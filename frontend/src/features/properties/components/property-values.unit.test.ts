import { PropertyInputSchema, type AddressSuggestion, type Property } from '@weklean/domain';
import { safeParse } from 'valibot';
import { describe, expect, it } from 'vitest';
import { addressLabel, fieldsOfChoice, initialValues, toRequest } from './property-values';

const chosen: AddressSuggestion = {
  label: '123 rue Principale, Sutton, QC',
  streetAddress: '123 rue Principale',
  city: 'Sutton',
  province: 'QC',
  postalCode: '',
  country: 'CA',
  lat: 45.1,
  lng: -72.6,
  placeId: 'sutton',
};
const saved: Property = {
  id: '7f0c4f57-3f0a-4c3b-9f6e-1a2b3c4d5e6f',
  name: 'Chalet',
  type: 'house',
  address: { ...chosen, postalCode: 'J0E 2K0' },
  bedrooms: 3,
  bathrooms: 1.5,
  stories: 2,
  squareFootage: null,
  parking: true,
  wifiName: 'Chalet-5G',
  wifiPassword: null,
  suppliesLocation: null,
  accessInstructions: 'Clé sous le pot',
  trashLocation: null,
  roomsToAvoid: null,
  additionalNotes: null,
  createdAt: '2026-11-22T12:00:00.000Z',
  updatedAt: '2026-11-22T12:00:00.000Z',
};

describe('the property form values', () => {
  it('make a request the server schema accepts, blanks as null and the postal code written out', () => {
    const values = { ...initialValues(null), name: ' Chalet ', type: 'house' as const, address: chosen, postalCode: 'j0e2k0', bedrooms: 3, bathrooms: 1.5, wifiName: '  ' };
    const request = toRequest(values);
    expect(request).toMatchObject({
      name: 'Chalet',
      address: { streetAddress: '123 rue Principale', city: 'Sutton', province: 'QC', postalCode: 'J0E 2K0', country: 'CA' },
      stories: 1,
      squareFootage: null,
      parking: false,
      wifiName: null,
    });
    expect(safeParse(PropertyInputSchema, request).success).toBe(true);
  });

  it('make no request without a chosen address', () => {
    expect(toRequest({ ...initialValues(saved), address: undefined })).toBeNull();
  });

  it('show a saved property with its address as already chosen, and send it back unchanged', () => {
    const values = initialValues(saved);
    expect(values).toMatchObject({ city: 'Sutton', postalCode: 'J0E 2K0', accessInstructions: 'Clé sous le pot', trashLocation: '' });
    expect(values.address?.label).toBe('123 rue Principale, Sutton, QC J0E 2K0');
    expect(toRequest(values)).toMatchObject({ address: { postalCode: 'J0E 2K0' }, accessInstructions: 'Clé sous le pot', trashLocation: null });
  });

  it('fill the city, the province and the postal code from a choice, keeping a typed postal code the choice lacks', () => {
    expect(fieldsOfChoice(chosen, 'J0E 2K0')).toEqual({ city: 'Sutton', province: 'QC', postalCode: 'J0E 2K0' });
    expect(fieldsOfChoice({ ...chosen, postalCode: 'J0E 1A0' }, 'J0E 2K0').postalCode).toBe('J0E 1A0');
    expect(fieldsOfChoice(undefined, 'J0E 2K0')).toEqual({ city: '', province: '', postalCode: 'J0E 2K0' });
  });

  it('write labels as the suggestions do', () => {
    expect(addressLabel({ streetAddress: '1 rue A', city: 'Laval', province: 'QC', postalCode: '' })).toBe('1 rue A, Laval, QC');
  });
});
