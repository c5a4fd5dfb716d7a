import { paths } from '../../config/paths';
import type { Role } from '../../lib/session/user';

export type UserMenuEntry =
  | { kind: 'link'; key: string; labelKey: string; href: string; unreadBadge: boolean }
  | { kind: 'logout'; key: 'logout'; labelKey: string };

const link = (key: string, labelKey: string, href: string, unreadBadge = false): UserMenuEntry => ({
  kind: 'link',
  key,
  labelKey,
  href,
  unreadBadge,
});

/**
 * The signed-in menu of SPEC section 2, in the spec's order. An admin's "My account" and "Referral program" open the
 * admin area's own pages (their account settings, the programme's management): an admin stays in the admin area.
 */
export function userMenuEntries(role: Role | null): UserMenuEntry[] {
  const admin = role === 'admin';
  const entries: UserMenuEntry[] = [link('account', 'common:userMenu.account', admin ? paths.adminAccount.href() : paths.profile.href())];
  if (role !== 'admin') entries.push(link('bookings', 'common:userMenu.bookings', paths.bookings.href()));
  if (role === 'client') entries.push(link('properties', 'common:userMenu.properties', paths.properties.href()));
  if (role === 'cleaner') entries.push(link('payouts', 'common:userMenu.payouts', paths.profilePayouts.href()));
  if (role === 'admin') {
    entries.push(link('admin', 'common:userMenu.adminDashboard', paths.admin.href()));
    entries.push(link('health', 'common:userMenu.systemHealth', paths.adminHealth.href()));
    entries.push(link('disputes', 'common:userMenu.disputes', paths.adminDisputes.href()));
  }
  if (role !== 'admin') entries.push(link('messages', 'common:userMenu.messages', paths.messages.href(), true));
  entries.push(link('referrals', 'common:userMenu.referrals', admin ? paths.adminReferrals.href() : paths.referrals.href()));
  entries.push({ kind: 'logout', key: 'logout', labelKey: 'common:userMenu.logout' });
  return entries;
}

/** The logged-out "Become a cleaner" menu. */
export const becomeCleanerEntries = [
  { key: 'join', labelKey: 'common:becomeCleaner.join', href: paths.cleanersJoin.href() },
  { key: 'quebec', labelKey: 'common:becomeCleaner.jobsQuebec', href: paths.jobsQuebec.href() },
  { key: 'montreal', labelKey: 'common:becomeCleaner.jobsMontreal', href: paths.jobsMontreal.href() },
  { key: 'independent', labelKey: 'common:becomeCleaner.independent', href: paths.independentCleaner.href() },
] as const;
