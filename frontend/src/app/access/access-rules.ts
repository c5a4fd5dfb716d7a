import { adminAreaPatterns, paths } from '../../config/paths';
import type { Role } from '../../lib/session/user';
import { matchesAny } from '../../lib/match-path';

/** Route groups of SPEC section 2; `no-role`: the role choice, for a signed-in person who has not chosen yet. */
export type Access = 'public' | 'guest' | 'signed-in' | 'client' | 'admin' | 'no-role';

export type Viewer =
  | { status: 'loading' }
  | { status: 'signed-out'; endedByUser: boolean }
  | { status: 'signed-in'; role: Role | null };

export type AccessDecision =
  | { kind: 'wait' }
  | { kind: 'allow' }
  /** `remember`: keep the intended path so sign-in can return to it. */
  | { kind: 'redirect'; to: string; remember: boolean };

const allow: AccessDecision = { kind: 'allow' };
const redirect = (to: string, remember = false): AccessDecision => ({ kind: 'redirect', to, remember });

export function isAdminAreaPath(pathname: string): boolean {
  return matchesAny(adminAreaPatterns, pathname);
}

/**
 * Where an admin outside the admin area goes: the admin's own page of the same thing for their account and the
 * referral programme (the spec's menu links, /profile and /referrals), the dashboard for anything else.
 */
function adminPathFor(pathname: string): string {
  if (matchesAny([paths.profile.pattern], pathname)) return paths.adminAccount.href();
  if (matchesAny([paths.referrals.pattern, paths.referralProgram.pattern], pathname)) return paths.adminReferrals.href();
  return paths.admin.href();
}

/** Where a signed-in visitor of a logged-out-only page goes. */
function guestPageRedirect(pathname: string): string {
  if (matchesAny([paths.login.pattern, paths.auth.pattern, paths.register.pattern], pathname)) return paths.profile.href();
  if (pathname === paths.referralProgram.pattern) return paths.referrals.href();
  return paths.home.href();
}

/** Decides what a route group does for a viewer at a path. Pure: the guards only carry the decision out. */
export function decideAccess(access: Access, pathname: string, viewer: Viewer): AccessDecision {
  if (viewer.status === 'loading') return { kind: 'wait' };

  if (viewer.status === 'signed-in' && viewer.role === 'admin' && !isAdminAreaPath(pathname)) {
    return redirect(adminPathFor(pathname));
  }

  switch (access) {
    case 'public':
      return allow;
    case 'guest':
      return viewer.status === 'signed-in' ? redirect(guestPageRedirect(pathname)) : allow;
    case 'no-role':
      // Choosing a role is the end of a sign-up: a visitor signs up (or in) first; someone with a role goes home.
      if (viewer.status === 'signed-out') return redirect(paths.auth.href({ tab: 'signup' }));
      return viewer.role === null ? allow : redirect(paths.home.href());
    case 'signed-in':
    case 'client':
    case 'admin': {
      if (viewer.status === 'signed-out') {
        // After a deliberate sign-out the protected page just closes; otherwise sign in and come back.
        return viewer.endedByUser ? redirect(paths.home.href()) : redirect(paths.login.href(), true);
      }
      if (access === 'client' && viewer.role !== 'client') return redirect(paths.home.href());
      if (access === 'admin' && viewer.role !== 'admin') return redirect(paths.home.href());
      return allow;
    }
    default: {
      const unhandled: never = access;
      return unhandled;
    }
  }
}
