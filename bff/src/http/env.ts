import type { Language } from '@weklean/domain';
import type { Account, Session } from '@weklean/platform';
import type { Translate } from '../i18n/server-i18n';
import type { Client } from './client-address';

/** What the middlewares put on every request's context. */
export type AppEnv = {
  Variables: {
    lang: Language;
    t: Translate;
    account: Account | null;
    session: Session | null;
    /** The bearer token the request carried, if it authenticated with one. */
    bearer: string | null;
    /** The client's address and scheme, forwarded headers believed only from TRUST_PROXY (client-address.ts). */
    client: Client;
    /** The request's id (request-id.ts): in the access log line and the X-Request-Id answer header. */
    requestId: string;
  };
};
