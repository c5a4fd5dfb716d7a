import type { Property, PropertyRequest } from '@weklean/domain';
import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { client, ok, pathParams } from '../../../lib/api';
import { PROPERTIES_KEY, PROPERTIES_URL } from './get-properties';

export type SaveArg = { id: string | null; body: PropertyRequest };

/** `POST /api/properties` (id null) → 201, or `PUT /api/properties/:id` → 200; both answer the saved `Property`. */
export async function saveProperty({ id, body }: SaveArg): Promise<Property> {
  if (id === null) return ok(client.properties.$post({ json: body }));
  return ok(client.properties[':id'].$put({ param: pathParams({ id }), json: body }));
}

/** Saves, then puts the saved property in the cached list (new ones first, as the server orders them). */
export function useSaveProperty() {
  const { mutate } = useSWRConfig();
  return useSWRMutation(`${PROPERTIES_URL}#save`, (_key: string, { arg }: { arg: SaveArg }) => saveProperty(arg), {
    onSuccess: (saved) =>
      void mutate<Property[]>(
        PROPERTIES_KEY,
        (list = []) => (list.some((item) => item.id === saved.id) ? list.map((item) => (item.id === saved.id ? saved : item)) : [saved, ...list]),
        { revalidate: false },
      ),
  });
}
