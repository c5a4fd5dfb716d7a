import { normalizePostalCode, type AddressSuggestion, type Property, type PropertyRequest, type PropertyTextField, type PropertyType } from '@weklean/domain';

/** The form's fields. `address` is the suggestion the client chose (nothing while they type); city and province show it. */
export type PropertyFormValues = {
  name: string;
  type: PropertyType | undefined;
  address: AddressSuggestion | undefined;
  city: string;
  province: string;
  postalCode: string;
  bedrooms: number | null;
  bathrooms: number | null;
  stories: number | null;
  squareFootage: number | null;
} & { parking: boolean } & Record<PropertyTextField, string>;

const TEXT_DEFAULTS: Record<PropertyTextField, string> = {
  accessInstructions: '',
  wifiName: '',
  wifiPassword: '',
  suppliesLocation: '',
  trashLocation: '',
  roomsToAvoid: '',
  additionalNotes: '',
};

/** "123 rue Principale, Sutton, QC J0E 2K0", as the suggestions write addresses. */
export function addressLabel(address: Pick<AddressSuggestion, 'streetAddress' | 'city' | 'province' | 'postalCode'>): string {
  return [address.streetAddress, address.city, [address.province, address.postalCode].filter(Boolean).join(' ')].filter(Boolean).join(', ');
}

/** A new property starts on one storey without parking; an existing one shows what it holds, its address as chosen. */
export function initialValues(property: Property | null): PropertyFormValues {
  if (property === null) {
    return {
      name: '', type: undefined, address: undefined, city: '', province: '', postalCode: '',
      bedrooms: null, bathrooms: null, stories: 1, squareFootage: null, parking: false, ...TEXT_DEFAULTS,
    };
  }
  const texts = Object.fromEntries(Object.keys(TEXT_DEFAULTS).map((field) => [field, property[field as PropertyTextField] ?? ''])) as Record<PropertyTextField, string>;
  return {
    name: property.name,
    type: property.type,
    address: { ...property.address, label: addressLabel(property.address) },
    city: property.address.city,
    province: property.address.province,
    postalCode: property.address.postalCode,
    bedrooms: property.bedrooms,
    bathrooms: property.bathrooms,
    stories: property.stories,
    squareFootage: property.squareFootage,
    parking: property.parking,
    ...texts,
  };
}

/** What choosing a suggestion writes into the other address fields; a postal code already typed stays when it has none. */
export function fieldsOfChoice(address: AddressSuggestion | undefined, postalCode: string): Pick<PropertyFormValues, 'city' | 'province' | 'postalCode'> {
  if (address === undefined) return { city: '', province: '', postalCode };
  return { city: address.city, province: address.province, postalCode: address.postalCode === '' ? postalCode : address.postalCode };
}

const orNull = (text: string | undefined) => (text === undefined || text.trim() === '' ? null : text.trim());

/** The request body (`POST`/`PUT /api/properties`); null while the form misses what its rules require. */
export function toRequest(values: PropertyFormValues): PropertyRequest | null {
  const { address, type, bedrooms, bathrooms, stories } = values;
  if (address === undefined || type === undefined || bedrooms === null || bathrooms === null || stories === null) return null;
  return {
    name: values.name.trim(),
    type,
    address: {
      streetAddress: address.streetAddress,
      city: address.city,
      province: address.province,
      postalCode: normalizePostalCode(values.postalCode) ?? values.postalCode.trim(),
      country: address.country,
    },
    bedrooms,
    bathrooms,
    stories,
    squareFootage: values.squareFootage ?? null,
    parking: values.parking,
    wifiName: orNull(values.wifiName),
    wifiPassword: orNull(values.wifiPassword),
    suppliesLocation: orNull(values.suppliesLocation),
    accessInstructions: orNull(values.accessInstructions),
    trashLocation: orNull(values.trashLocation),
    roomsToAvoid: orNull(values.roomsToAvoid),
    additionalNotes: orNull(values.additionalNotes),
  };
}
