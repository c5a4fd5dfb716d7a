import { createMiddleware } from 'hono/factory';
import { ForbiddenError, NotSignedInError, type Role } from '@weklean/domain';
import type { Account } from '@weklean/platform';
import type { AppEnv } from './env';
import { describeMiddleware } from '../openapi/route-metadata';

/** The signed-in account, with its role narrowed to the ones the route admits. */
export type UserOf<R extends Role | null> = Account & { role: R };
export type RoleEnv<R extends Role | null> = { Variables: AppEnv['Variables'] & { user: UserOf<R> } };

/**
 * The one role check: 401 signed out, 403 for any role not listed; the handler reads the typed account as
 * `c.get('user')`. Without roles, any signed-in account passes (one that has not chosen its role yet too).
 */
export function requireRole<R extends Role = never>(...roles: R[]) {
  const check = createMiddleware<RoleEnv<[R] extends [never] ? Role | null : R>>(async (c, next) => {
    const account = c.get('account');
    if (!account) throw new NotSignedInError('not signed in');
    if (roles.length > 0 && (account.role === null || !(roles as readonly Role[]).includes(account.role))) {
      throw new ForbiddenError(`${roles.join(' or ')} only`);
    }
    c.set('user', account as UserOf<[R] extends [never] ? Role | null : R>);
    await next();
  });
  // The roles, for the published API (bff/src/openapi): its security and 401/403 answers come from this check.
  return describeMiddleware(check, { kind: 'role', roles });
}
