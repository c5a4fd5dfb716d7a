export const roles = ['client', 'cleaner', 'admin'] as const;
export type Role = (typeof roles)[number];
export type AccountLanguage = 'fr' | 'en';

/** The signed-in user as the API returns it (`GET /api/users/me`, login, signup, profile update). */
export type User = {
  id: string;
  name: string;
  email: string;
  role: Role | null;
  profilePic?: string;
  language: AccountLanguage;
  /** Not part of the documented user record; read when the server sends it. */
  bio?: string;
  /** Two-letter code of the province the person lives in, when known (SPEC 1's domain rule reads it). */
  province?: string;
  /** The person's phone number in E.164, when they gave one (private: only they and admins see it). */
  phone?: string;
};

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (roles as readonly string[]).includes(value);
}

/** Checks a user record coming from the network or from storage; anything malformed gives null. */
export function parseUser(value: unknown): User | null {
  if (!isRecord(value)) return null;
  const { id, name, email, role, profilePic, language, bio, province, phone } = value;
  if (typeof id !== 'string' && typeof id !== 'number') return null;
  if (typeof name !== 'string' || typeof email !== 'string') return null;
  if (role !== null && role !== undefined && !isRole(role)) return null;
  const user: User = {
    id: String(id),
    name,
    email,
    role: isRole(role) ? role : null,
    language: language === 'en' ? 'en' : 'fr',
  };
  if (typeof profilePic === 'string' && profilePic !== '') user.profilePic = profilePic;
  if (typeof bio === 'string') user.bio = bio;
  if (typeof province === 'string' && /^[A-Z]{2}$/.test(province)) user.province = province;
  if (typeof phone === 'string' && /^\+[1-9]\d{9,14}$/.test(phone)) user.phone = phone;
  return user;
}

/**
 * Reads the user of the `{ user, token? }` answers of the auth and current-user calls. The token (for API clients) is
 * left out: the browser app's session is the HttpOnly cookie, and a token in a script's hands could leak.
 */
export function parseUserPayload(value: unknown): { user: User } | null {
  if (!isRecord(value)) return null;
  const user = parseUser(value.user);
  return user === null ? null : { user };
}
