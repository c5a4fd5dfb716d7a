import useSWR from 'swr';
import { api } from '../../../lib/api-client';
import type { Answer, Api } from '../../../lib/api-contract';

/** The audit API (docs/api/admin-audit.md), admins only. */
type Streams = Api['admin']['audit']['streams'][':streamId'];
export type History = Answer<Streams['$get']>;
export type AuditEvent = History['events'][number];
export type AuditActor = AuditEvent['actor'];
export type StreamState = Answer<Streams['state']['$get']>;
export type Related = Answer<Streams['related']['$get']>;
export type RelatedStream = Related['streams'][number];

/** The server's page of a timeline (AUDIT_PAGE_SIZE in bff/src/admin/audit-routes.ts). */
export const AUDIT_PAGE_SIZE = 5000;

const base = (streamId: string) => `/api/admin/audit/streams/${encodeURIComponent(streamId)}`;
export const historyUrl = (streamId: string) => base(streamId);
export const stateUrl = (streamId: string, revision: number | null) => (revision === null ? `${base(streamId)}/state` : `${base(streamId)}/state?revision=${revision}`);
export const relatedUrl = (streamId: string) => `${base(streamId)}/related`;

// Read once per opening: the timeline GET records that a person's history was viewed, so it is not refetched behind the admin's back.
const once = { revalidateOnMount: true, revalidateOnFocus: false, revalidateIfStale: false } as const;

export const useHistory = (streamId: string | null) => useSWR(streamId ? historyUrl(streamId) : null, (url: string) => api.get<History>(url), once);
export const useStreamState = (streamId: string | null, revision: number | null) =>
  useSWR(streamId ? stateUrl(streamId, revision) : null, (url: string) => api.get<StreamState>(url), once);
export const useRelated = (streamId: string | null, enabled: boolean) =>
  useSWR(streamId && enabled ? relatedUrl(streamId) : null, (url: string) => api.get<Related>(url), once);
