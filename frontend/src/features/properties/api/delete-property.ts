import type { Property } from '@weklean/domain';
import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { client, ok, pathParams } from '../../../lib/api';
import { PROPERTIES_KEY, PROPERTIES_URL } from './get-properties';

/** `DELETE /api/properties/:id` → `{ id }`; 409 `property.has-upcoming-bookings` while a booking still needs it. */
export async function deleteProperty(id: string): Promise<string> {
  await ok(client.properties[':id'].$delete({ param: pathParams({ id }) }));
  return id;
}

/** Deletes, then takes the property out of the cached list. */
export function useDeleteProperty() {
  const { mutate } = useSWRConfig();
  return useSWRMutation(`${PROPERTIES_URL}#delete`, (_key: string, { arg }: { arg: string }) => deleteProperty(arg), {
    onSuccess: (id) => void mutate<Property[]>(PROPERTIES_KEY, (list = []) => list.filter((item) => item.id !== id), { revalidate: false }),
  });
}
