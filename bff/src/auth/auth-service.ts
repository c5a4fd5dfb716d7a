import { randomBytes } from 'node:crypto';
import {
  AccountSuspendedError,
  CurrentPasswordRequiredError,
  EmailTakenError,
  InvalidCredentialsError,
  PasskeyFailedError,
  ResetTokenInvalidError,
  TooManyAttemptsError,
  WrongCurrentPasswordError,
  type Language,
  type LoginInput,
  type SignupInput,
  type UpdateAccountInput,
} from '@weklean/domain';
import {
  isSuspended,
  newToken,
  resetPasswordWith,
  storeResetToken,
  type Account,
  type AccountsRepository,
  type Mailer,
  type RateLimiter,
  type Session,
  type Sessions,
} from '@weklean/platform';
import type postgres from 'postgres';
import type { Translate } from '../i18n/server-i18n';
import type { PasswordHasher } from './passwords';
import { withProfilePic } from './profile-pic';

export type AuthDeps = {
  sql: postgres.Sql;
  accounts: AccountsRepository;
  sessions: Sessions;
  passwords: PasswordHasher;
  mailer: Mailer;
  limits: {
    /** Keyed on the e-mail and the client address together: a stranger's wrong guesses do not lock the owner out. */
    loginPerAccount: RateLimiter;
    loginPerAddress: RateLimiter;
    resetPerAccount: RateLimiter;
    signupPerAddress: RateLimiter;
  };
  /** The site's public origin (PUBLIC_URL): links in mail are built on it, never on the request's Host header. */
  publicUrl: string;
  /** A friend's referral code at sign-up: checked before the account is made, recorded after (docs/api/referrals.md). */
  referrals?: {
    referrerOf(code: string): Promise<{ userId: string; code: string }>;
    record(referrer: { userId: string; code: string }, referee: { id: string; email: string }): Promise<void>;
  };
  /**
   * Closes what the account owns elsewhere before it is deleted (a cleaner's profile); returns what to do once the
   * account is gone (delete their files).
   */
  closeOwnings: (userId: string) => Promise<() => Promise<void>>;
  /**
   * Closes the person's open sockets on every BFF process once sessions ended: the one whose token digest is given
   * (a logout), or all of them (a password changed or reset, the account deleted). Absent: no sockets to close.
   */
  sessionsEnded?: (userId: string, tokenHash?: Buffer) => Promise<void>;
};

const RESET_TOKEN_SECONDS = 3600;

/** Account rules that need I/O; the routes only translate between HTTP and these. */
export function createAuthService(deps: AuthDeps) {
  const { accounts, sessions, passwords } = deps;
  // What a login for an unknown e-mail verifies against, so that it costs one verify like a known one. Made once, now,
  // from a random secret that no password matches; awaited when first needed (the catch only keeps a failure from
  // going unhandled before then: awaiting it still throws).
  // Hashed under the same cap as every other; should that ever fail (the cap full at start), the next login makes it
  // again rather than failing for ever.
  const makeDummyHash = () => {
    const made = passwords.hash(randomBytes(32).toString('base64url'));
    made.catch(() => undefined);
    return made;
  };
  let dummyHash = makeDummyHash();
  const dummy = async () => {
    try {
      return await dummyHash;
    } catch (error) {
      dummyHash = makeDummyHash();
      throw error;
    }
  };

  /** Verifies the current password of an account; a missing one is refused before any hashing. */
  const checkCurrentPassword = async (account: Account, currentPassword: string | undefined) => {
    if (!currentPassword) throw new CurrentPasswordRequiredError('current password required');
    if (!(await passwords.verify(currentPassword, account.passwordHash))) throw new WrongCurrentPasswordError('wrong password');
  };

  /** The end of every sign-in, whatever proved who the person is. */
  const openSignedIn = async (account: Account, accountKey: string, remember: boolean) => {
    // Told only to whoever proved who they are: a guess does not learn that an account is suspended.
    if (await isSuspended(deps.sql, account.id)) throw new AccountSuspendedError('account suspended');
    await deps.limits.loginPerAccount.reset(accountKey);
    return { account: await withProfilePic(deps.sql, account), ...(await sessions.open(account.id, remember)) };
  };

  return {
    async signup(input: SignupInput, fallbackLanguage: Language, address: string) {
      const wait = await deps.limits.signupPerAddress.hit(address);
      if (wait !== null) throw new TooManyAttemptsError(wait);
      // An invalid code refuses the sign-up (the person corrects it or removes it): nothing is created.
      const referrer = input.referralCode && deps.referrals ? await deps.referrals.referrerOf(input.referralCode) : null;
      const account = await accounts.create({
        name: input.name,
        email: input.email,
        passwordHash: await passwords.hash(input.password),
        language: input.language ?? fallbackLanguage,
      });
      if (!account) throw new EmailTakenError('e-mail taken');
      if (referrer && deps.referrals) await deps.referrals.record(referrer, { id: account.id, email: account.email });
      return { account, ...(await sessions.open(account.id, false)) };
    },

    async login(input: LoginInput, address: string) {
      // E-mails never contain a space (the schema checks them), so this key cannot be forged from another pair.
      const accountKey = `${input.email} ${address}`;
      // Only failures count (an office behind one address signs in all day); once either limit is used up, every
      // attempt is refused, the right password included, until the window ends.
      const waitAddress = await deps.limits.loginPerAddress.blocked(address);
      const waitAccount = await deps.limits.loginPerAccount.blocked(accountKey);
      const wait = Math.max(waitAddress ?? 0, waitAccount ?? 0);
      if (wait > 0) throw new TooManyAttemptsError(wait);
      const account = await accounts.byEmail(input.email);
      // Exactly one verify whether or not the account exists, so that timing does not tell which e-mails are registered.
      const valid = await passwords.verify(input.password, account?.passwordHash ?? (await dummy()));
      if (!account || !valid) {
        await deps.limits.loginPerAddress.hit(address);
        await deps.limits.loginPerAccount.hit(accountKey);
        throw new InvalidCredentialsError('invalid credentials');
      }
      return openSignedIn(account, accountKey, input.rememberMe);
    },

    /**
     * A sign-in with a passkey (passkeys.ts), under the password sign-in's limits and opening the same session.
     * `identify`: the account the answer names (its challenge spent), null when none; `verify`: whether its signature
     * holds. A failure counts against the client address, and against the account from that address when it is known
     * (the same budget as wrong passwords for its e-mail); it is refused as `auth.passkey-failed`.
     */
    async loginWithPasskey(address: string, rememberMe: boolean, identify: () => Promise<Account | null>, verify: (account: Account) => Promise<boolean>) {
      const waitAddress = await deps.limits.loginPerAddress.blocked(address);
      if (waitAddress !== null && waitAddress > 0) throw new TooManyAttemptsError(waitAddress);
      const account = await identify();
      if (!account) {
        await deps.limits.loginPerAddress.hit(address);
        throw new PasskeyFailedError('passkey not recognised');
      }
      const accountKey = `${account.email} ${address}`;
      const waitAccount = await deps.limits.loginPerAccount.blocked(accountKey);
      if (waitAccount !== null && waitAccount > 0) throw new TooManyAttemptsError(waitAccount);
      if (!(await verify(account))) {
        await deps.limits.loginPerAddress.hit(address);
        await deps.limits.loginPerAccount.hit(accountKey);
        throw new PasskeyFailedError('passkey not verified');
      }
      return openSignedIn(account, accountKey, rememberMe);
    },

    /** The account with its picture (profile-pic.ts), as every answer that shows the signed-in user gives it. */
    withProfilePic: <A extends Account>(account: A) => withProfilePic(deps.sql, account),

    /** Refuses a change that needs the current password (a passkey added or removed) unless it is given and right. */
    checkCurrentPassword,

    /**
     * Changes what the person sent. Their identity (a new name, the e-mail, the password) changes only with their
     * current password, as does deletion (issue 33); bio, language and phone do not need it. The name sent unchanged
     * is no change of identity (a form may send every field).
     */
    async update(account: Account, session: Session | null, input: UpdateAccountInput) {
      const newName = input.name !== undefined && input.name !== account.name ? input.name : undefined;
      const identity = newName !== undefined || input.email !== undefined || input.password !== undefined;
      if (identity) await checkCurrentPassword(account, input.currentPassword);
      const updated = await accounts.update(account.id, {
        ...(newName !== undefined ? { name: newName } : {}),
        ...(input.phone !== undefined ? { phone: input.phone } : {}),
        ...(input.bio !== undefined ? { bio: input.bio } : {}),
        ...(input.language !== undefined ? { language: input.language } : {}),
        ...(input.email !== undefined ? { email: input.email } : {}),
        ...(input.password !== undefined ? { passwordHash: await passwords.hash(input.password) } : {}),
      });
      if (!updated) throw new EmailTakenError('e-mail taken');
      if (input.password !== undefined) {
        await sessions.revokeOthers(account.id, session?.tokenHash ?? null);
        // Every socket, this device's too (it opens again on its still valid session): the simplest rule that leaves
        // no socket of an ended session open.
        await deps.sessionsEnded?.(account.id);
      }
      return withProfilePic(deps.sql, updated);
    },

    async deleteAccount(account: Account, currentPassword: string) {
      await checkCurrentPassword(account, currentPassword);
      const afterwards = await deps.closeOwnings(account.id);
      await accounts.delete(account.id);
      await deps.sessionsEnded?.(account.id);
      await afterwards();
    },

    /** Ends this session only (the person may be signed in elsewhere), and closes the sockets opened with it. */
    async logout(session: Session) {
      await sessions.revoke(session.tokenHash);
      await deps.sessionsEnded?.(session.userId, session.tokenHash);
    },

    /**
     * Mails a single-use link when the address has an account. Runs in the background (the route answers before), so
     * neither its answer nor its timing tells whether the address has one.
     */
    async forgotPassword(email: string, translatorFor: (lng: Language) => Translate) {
      if ((await deps.limits.resetPerAccount.hit(email)) !== null) return;
      const account = await accounts.byEmail(email);
      if (!account) return;
      const token = newToken();
      await storeResetToken(deps.sql, account.id, token, RESET_TOKEN_SECONDS);
      const t = translatorFor(account.language);
      const link = `${deps.publicUrl}/reset-password/${token}`;
      await deps.mailer.send({
        to: account.email,
        subject: t('mail.reset.subject'),
        text: t('mail.reset.body', { name: account.name, link, minutes: RESET_TOKEN_SECONDS / 60 }),
        language: account.language,
        callToAction: link,
      });
    },

    /** Spends the token (once, before it expires), sets the password and ends every session of the account. */
    async resetPassword(token: string, password: string) {
      const passwordHash = await passwords.hash(password);
      const userId = await resetPasswordWith(deps.sql, token, passwordHash);
      if (userId === null) throw new ResetTokenInvalidError('invalid or expired reset token');
      await deps.sessionsEnded?.(userId);
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
