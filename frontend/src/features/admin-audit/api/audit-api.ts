import useSWR from 'swr';
import { client, ok, pathParams } from '../../../lib/api';
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

const streams = client.admin.audit.streams[':streamId'];
const param = (streamId: string) => ({ param: pathParams({ streamId }) });
/** The route reads `?revision=` without a validator: Hono's input types do not list it, hence the arguments built apart. */
const stateArgs = (streamId: string, revision: number | null) => ({ ...param(streamId), query: revision === null ? {} : { revision: String(revision) } });

export const historyUrl = (streamId: string) => streams.$path(param(streamId));
export const stateUrl = (streamId: string, revision: number | null) => streams.state.$path(stateArgs(streamId, revision));
export const relatedUrl = (streamId: string) => streams.related.$path(param(streamId));

// Read once per opening: the timeline GET records that a person's history was viewed, so it is not refetched behind the admin's back.
const once = { revalidateOnMount: true, revalidateOnFocus: false, revalidateIfStale: false } as const;

export const useHistory = (streamId: string | null) =>
  useSWR(streamId ? historyUrl(streamId) : null, () => ok(streams.$get(param(streamId ?? ''))), once);
export const useStreamState = (streamId: string | null, revision: number | null) =>
  useSWR(streamId ? stateUrl(streamId, revision) : null, () => ok(streams.state.$get(stateArgs(streamId ?? '', revision))), once);
export const useRelated = (streamId: string | null, enabled: boolean) =>
  useSWR(streamId && enabled ? relatedUrl(streamId) : null, () => ok(streams.related.$get(param(streamId ?? ''))), once);
