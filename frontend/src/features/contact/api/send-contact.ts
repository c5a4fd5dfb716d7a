import useSWRMutation from 'swr/mutation';
import { client, ok } from '../../../lib/api';
import type { ContactValues } from '../components/contact-rules';

/** `POST /api/contact` (docs/api/contact.md): 201 with the stored message's id. */
export const useSendContact = () =>
  useSWRMutation(client.contact.$path(), (_url: string, { arg }: { arg: ContactValues }) => ok(client.contact.$post({ json: arg })));
