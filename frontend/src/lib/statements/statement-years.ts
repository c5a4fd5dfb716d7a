import useSWR from 'swr';
import { client, linkTo, ok, pathParams } from '../api';

/** `GET /api/me/statements` (docs/api/statements.md): the years with paid activity, newest first. */
export const STATEMENT_YEARS_URL = client.me.statements.$path();

export function useStatementYears(enabled = true) {
  return useSWR(enabled ? STATEMENT_YEARS_URL : null, () => ok(client.me.statements.$get()));
}

/** `GET /api/me/statements/:year` as a PDF, or `?format=csv`: download links (the session cookie goes with them). */
export const statementUrl = (year: number, format: 'pdf' | 'csv') =>
  linkTo(client.me.statements[':year'].$url({ param: pathParams({ year: String(year) }), query: format === 'csv' ? { format } : {} }));
