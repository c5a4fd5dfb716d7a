import { randomUUID } from 'node:crypto';
import type { PlacedAddress, Property, PropertyInput, PropertyType } from '@weklean/domain';
import type postgres from 'postgres';
import { recordProvinceIfUnknown } from '../accounts/accounts-repository';

type PropertyRow = {
  id: string;
  client_id: string;
  name: string;
  type: PropertyType;
  street_address: string;
  city: string;
  province: string;
  postal_code: string;
  country: string;
  lat: number;
  lng: number;
  place_id: string | null;
  /** numeric(3,1) comes back as text. */
  bedrooms: string;
  bathrooms: string;
  stories: number;
  square_footage: number | null;
  parking: boolean;
  wifi_name: string | null;
  wifi_password: string | null;
  supplies_location: string | null;
  access_instructions: string | null;
  trash_location: string | null;
  rooms_to_avoid: string | null;
  additional_notes: string | null;
  created_at: Date;
  updated_at: Date;
};

const toProperty = (row: PropertyRow): Property => ({
  id: row.id,
  name: row.name,
  type: row.type,
  address: {
    streetAddress: row.street_address,
    city: row.city,
    province: row.province,
    postalCode: row.postal_code,
    country: row.country,
    lat: row.lat,
    lng: row.lng,
    placeId: row.place_id,
  },
  bedrooms: Number(row.bedrooms),
  bathrooms: Number(row.bathrooms),
  stories: row.stories,
  squareFootage: row.square_footage,
  parking: row.parking,
  wifiName: row.wifi_name,
  wifiPassword: row.wifi_password,
  suppliesLocation: row.supplies_location,
  accessInstructions: row.access_instructions,
  trashLocation: row.trash_location,
  roomsToAvoid: row.rooms_to_avoid,
  additionalNotes: row.additional_notes,
  createdAt: row.created_at.toISOString(),
  updatedAt: row.updated_at.toISOString(),
});

/** The columns a client sets (the rest are the id, the owner and the dates). */
const columnsOf = (input: PropertyInput, address: PlacedAddress) => ({
  name: input.name,
  type: input.type,
  street_address: address.streetAddress,
  city: address.city,
  province: address.province,
  postal_code: address.postalCode,
  country: address.country,
  lat: address.lat,
  lng: address.lng,
  place_id: address.placeId,
  bedrooms: input.bedrooms,
  bathrooms: input.bathrooms,
  stories: input.stories,
  square_footage: input.squareFootage,
  parking: input.parking,
  wifi_name: input.wifiName,
  wifi_password: input.wifiPassword,
  supplies_location: input.suppliesLocation,
  access_instructions: input.accessInstructions,
  trash_location: input.trashLocation,
  rooms_to_avoid: input.roomsToAvoid,
  additional_notes: input.additionalNotes,
});

/** The `properties` table. Every read and write names the client: another client's property does not exist for them. */
export function createPropertyRepository(sql: postgres.Sql) {
  return {
    async list(clientId: string): Promise<Property[]> {
      const rows = await sql<PropertyRow[]>`select * from properties where client_id = ${clientId} order by created_at desc, id`;
      return rows.map(toProperty);
    },
    async get(clientId: string, id: string): Promise<Property | null> {
      const [row] = await sql<PropertyRow[]>`select * from properties where id = ${id} and client_id = ${clientId}`;
      return row ? toProperty(row) : null;
    },
    /**
     * A new property; its province becomes the client's when none is known yet (SPEC 3's stored location, which the
     * domain rule of SPEC 1 reads), in the same transaction.
     */
    async create(clientId: string, input: PropertyInput, address: PlacedAddress): Promise<Property> {
      const row = { id: randomUUID(), client_id: clientId, ...columnsOf(input, address) };
      return sql.begin(async (tx) => {
        const [created] = await tx<PropertyRow[]>`insert into properties ${tx(row)} returning *`;
        if (!created) throw new Error('insert into properties returned no row');
        await recordProvinceIfUnknown(tx, clientId, created.province);
        return toProperty(created);
      });
    },
    async update(clientId: string, id: string, input: PropertyInput, address: PlacedAddress): Promise<Property | null> {
      const [row] = await sql<PropertyRow[]>`
        update properties set ${sql(columnsOf(input, address))}, updated_at = now()
        where id = ${id} and client_id = ${clientId}
        returning *`;
      return row ? toProperty(row) : null;
    },
    async remove(clientId: string, id: string): Promise<boolean> {
      const rows = await sql`delete from properties where id = ${id} and client_id = ${clientId} returning id`;
      return rows.length > 0;
    },
  };
}

export type PropertyRepository = ReturnType<typeof createPropertyRepository>;

/*
 * What other modules read of a property, each through a narrow function (issue 32: `properties` is queried here only).
 * These do not name the client: their callers have checked who may see the property (a booking's parties).
 */

/** A property in full, whoever's it is (a booking's details show its client's home to its cleaner); null when absent. */
export async function propertyById(sql: postgres.Sql, id: string): Promise<Property | null> {
  const [row] = await sql<PropertyRow[]>`select * from properties where id = ${id}`;
  return row ? toProperty(row) : null;
}

/** What a booking command needs of a property: whose it is, its type and its bundled place. */
export type PropertyFacts = { propertyId: string; clientId: string; type: PropertyType; placeId: string | null };

export async function propertyFacts(sql: postgres.Sql, id: string): Promise<PropertyFacts | null> {
  const [row] = await sql<{ id: string; client_id: string; type: PropertyType; place_id: string | null }[]>`
    select id, client_id, type, place_id from properties where id = ${id}`;
  return row ? { propertyId: row.id, clientId: row.client_id, type: row.type, placeId: row.place_id } : null;
}

/** The street and postal code of a client's properties and of one other property (the referral rule's same address). */
export async function streetAddressesOf(sql: postgres.Sql, clientId: string, propertyId: string): Promise<{ clientId: string; streetAddress: string; postalCode: string }[]> {
  const rows = await sql<{ client_id: string; street_address: string; postal_code: string }[]>`
    select client_id::text, street_address, postal_code from properties
    where client_id = ${clientId} or id = ${propertyId}`;
  return rows.map((row) => ({ clientId: row.client_id, streetAddress: row.street_address, postalCode: row.postal_code }));
}

/** Whether the property is one of this client's. */
export async function isPropertyOf(db: postgres.Sql | postgres.TransactionSql, clientId: string, propertyId: string): Promise<boolean> {
  return (await db`select 1 from properties where id = ${propertyId} and client_id = ${clientId}`).length === 1;
}

/** Whether the client has any property. */
export async function hasProperties(db: postgres.Sql | postgres.TransactionSql, clientId: string): Promise<boolean> {
  const [row] = await db<{ found: boolean }[]>`select exists (select 1 from properties where client_id = ${clientId}) as found`;
  return row?.found ?? false;
}
