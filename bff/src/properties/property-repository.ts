import { propertyHasUpcomingBookings } from '@weklean/projections';
import { randomUUID } from 'node:crypto';
import type { PlacedAddress, Property, PropertyInput, PropertyType } from '@weklean/domain';
import type postgres from 'postgres';

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
        await tx`update users set province = ${created.province} where id = ${clientId} and province is null`;
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
    /** Read from the bookings read model, which the bookings projection keeps. */
    async hasUpcomingBookings(id: string): Promise<boolean> {
      return propertyHasUpcomingBookings(sql, id);
    },
    async remove(clientId: string, id: string): Promise<boolean> {
      const rows = await sql`delete from properties where id = ${id} and client_id = ${clientId} returning id`;
      return rows.length > 0;
    },
  };
}

export type PropertyRepository = ReturnType<typeof createPropertyRepository>;
