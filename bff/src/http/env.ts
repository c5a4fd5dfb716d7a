import type { Language } from '@weklean/domain';
import type { Account } from '../auth/accounts-repository';
import type { Session } from '../auth/sessions';
import type { Translate } from '../i18n/server-i18n';

/** What the middlewares put on every request's context. */
export type AppEnv = {
  Variables: {
    lang: Language;
    t: Translate;
    account: Account | null;
    session: Session | null;
    /** The bearer token the request carried, if it authenticated with one. */
    bearer: string | null;
  };
};
