import { cleanerAvatarOf, fileUrl } from '@weklean/projections';
import type { Account } from '@weklean/platform';
import type postgres from 'postgres';

/**
 * The account with its `profilePic` (SPEC 3): a cleaner's is the avatar of their public profile (from its read
 * model), a client's is their own photo (on the account row already, profile-photos.ts). Admins have none.
 */
export async function withProfilePic<A extends Account>(sql: postgres.Sql, account: A): Promise<A> {
  if (account.role !== 'cleaner') return account;
  const avatar = fileUrl(await cleanerAvatarOf(sql, account.id));
  const { profilePic: _none, ...rest } = account;
  return (avatar === null ? rest : { ...rest, profilePic: avatar }) as A;
}
