import useSWR, { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { client, ok, pathParams } from '../../../lib/api';
import type { Answer, Api } from '../../../lib/api-contract';
import type { DisputeDecision, DisputeStatus } from '@weklean/domain';

/** The admins' side of disputes (docs/api/disputes.md). Every key starts with `/api/admin/disputes` (live updates). */
export type AdminDisputeRow = Answer<Api['admin']['disputes']['$get']>['disputes'][number];
export type EvidenceFile = Answer<Api['admin']['disputes'][':id']['$get']>;
export type DecisionRequest = { decision: DisputeDecision; amountCents?: number; reason: string };

const disputes = client.admin.disputes;
export const ADMIN_DISPUTES_URL = disputes.$path();
export const evidenceUrl = (id: string): string => disputes[':id'].$path({ param: pathParams({ id }), query: {} });
const listQuery = (status: DisputeStatus | null) => (status === null ? {} : { status });

/** `GET /api/admin/disputes?status=`: oldest first, read again on every visit. */
export const useAdminDisputes = (status: DisputeStatus | null) =>
  useSWR(disputes.$path({ query: listQuery(status) }), () => ok(disputes.$get({ query: listQuery(status) })), {
    keepPreviousData: true,
    revalidateOnMount: true,
  });

/** `GET /api/admin/disputes/:id`: the evidence file, assembled from the streams. */
export const useEvidenceFile = (id: string | undefined) =>
  useSWR(id === undefined ? null : evidenceUrl(id), () => ok(disputes[':id'].$get({ param: pathParams({ id: id ?? '' }), query: {} })), { revalidateOnMount: true });

/**
 * `POST /api/admin/disputes/:id/decision` → the dispute after it; 409 `dispute.already-decided`, 400
 * `dispute.invalid-amount`. The evidence file and the lists read again, after a refusal too (another admin decided).
 */
export function useDecideDispute(id: string) {
  const { mutate } = useSWRConfig();
  const refresh = () => void mutate((key: unknown) => typeof key === 'string' && key.startsWith(ADMIN_DISPUTES_URL));
  return useSWRMutation(
    [evidenceUrl(id), 'decide'] as const,
    (_key: unknown, { arg }: { arg: DecisionRequest }) => ok(disputes[':id'].decision.$post({ param: pathParams({ id }), json: arg })),
    {
      onSuccess: async (answer) => {
        // Past the server's wait (202 `{ position }`): the evidence file as of that position first, then the rest.
        if ('position' in answer) {
          await mutate(evidenceUrl(id), ok(disputes[':id'].$get({ param: pathParams({ id }), query: { after: answer.position } })), { revalidate: false });
        }
        refresh();
      },
      onError: refresh,
    },
  );
}
