import useSWRMutation from 'swr/mutation';
import { api } from '../../../lib/api-client';
import type { ContactValues } from '../components/contact-rules';

/** `POST /api/contact` (docs/api/contact.md): 201 with the stored message's id. */
export const useSendContact = () =>
  useSWRMutation('/api/contact', (url: string, { arg }: { arg: ContactValues }) => api.post<{ id: string }>(url, arg));
