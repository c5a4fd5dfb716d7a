import * as v from 'valibot';
import { line, object, text } from '../shared/schema';
import { normalisePhone, phoneProblem, PHONE_DIGITS } from './phone-number';

/** Bounds shared by the forms and the API. Messages are keys of the `api` catalogue (`validation.*`). */
export const ACCOUNT_LIMITS = {
  nameMax: 100,
  emailMax: 254,
  passwordMin: 8,
  passwordMax: 128,
  bioMax: 2000,
} as const;

/** The placeholders of the account messages that have bounds (the API's 400 and the forms fill them alike). */
export const ACCOUNT_MESSAGE_PARAMS = {
  'validation.phone.digits': PHONE_DIGITS,
} as const satisfies Record<string, Readonly<Record<string, number>>>;

export const LANGUAGES = ['fr', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const ROLES = ['client', 'cleaner', 'admin'] as const;
export type Role = (typeof ROLES)[number];
export const SELECTABLE_ROLES = ['client', 'cleaner'] as const;

export const DELETE_CONFIRMATION = 'SUPPRIMER';

/** Canada's provinces and territories (Canada Post codes), for the person's province (SPEC 1's domain rule). */
export const PROVINCES = ['QC', 'ON', 'BC', 'AB', 'MB', 'SK', 'NS', 'NB', 'NL', 'PE', 'YT', 'NT', 'NU'] as const;
export type Province = (typeof PROVINCES)[number];

const name = v.pipe(
  line('validation.name.required'),
  v.trim(),
  v.nonEmpty('validation.name.required'),
  v.maxLength(ACCOUNT_LIMITS.nameMax, 'validation.name.tooLong'),
);
const email = v.pipe(
  line('validation.email.required'),
  v.trim(),
  v.nonEmpty('validation.email.required'),
  v.maxLength(ACCOUNT_LIMITS.emailMax, 'validation.email.invalid'),
  v.email('validation.email.invalid'),
  v.toLowerCase(),
);
const newPassword = v.pipe(
  text('validation.password.required'),
  v.minLength(ACCOUNT_LIMITS.passwordMin, 'validation.password.tooShort'),
  v.maxLength(ACCOUNT_LIMITS.passwordMax, 'validation.password.tooLong'),
);
const anyPassword = v.pipe(text('validation.password.required'), v.nonEmpty('validation.password.required'), v.maxLength(1024));
const language = v.picklist(LANGUAGES, 'validation.language.invalid');
/** The person's phone number (phone-number.ts), kept in E.164; an empty text, like null, removes it. */
const phone = v.pipe(
  line('validation.phone.invalid'),
  v.trim(),
  v.maxLength(50, 'validation.phone.invalid'),
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    if (dataset.value === '') return null;
    const problem = phoneProblem(dataset.value);
    if (problem !== null) {
      addIssue({ message: problem });
      return NEVER;
    }
    return normalisePhone(dataset.value) ?? NEVER;
  }),
);

/** A friend's referral code (`/auth?ref=CODE`); checked against the codes in use when the account is created. */
const referralCode = v.pipe(line('referral.invalid-code'), v.trim(), v.maxLength(20, 'referral.invalid-code'));
export const SignupSchema = object({ name, email, password: newPassword, language: v.optional(language), referralCode: v.optional(referralCode) });
export const LoginSchema = object({ email, password: anyPassword, rememberMe: v.optional(v.boolean(), false) });
export const UpdateAccountSchema = object({
  name: v.optional(name),
  email: v.optional(email),
  bio: v.optional(v.pipe(text(), v.trim(), v.maxLength(ACCOUNT_LIMITS.bioMax, 'validation.bio.tooLong'))),
  language: v.optional(language),
  password: v.optional(newPassword),
  currentPassword: v.optional(anyPassword),
  phone: v.optional(v.nullable(phone)),
});
/** `PUT /api/users/me/province`: a province, or null for "I'd rather not say". */
export const SetProvinceSchema = object({ province: v.nullable(v.picklist(PROVINCES, 'validation.province.invalid')) });
export const SelectRoleSchema = object({ role: v.picklist(SELECTABLE_ROLES, 'validation.role.required') });
export const ForgotPasswordSchema = object({ email });
export const ResetPasswordSchema = object({
  token: v.pipe(line('validation.token.invalid'), v.minLength(20, 'validation.token.invalid'), v.maxLength(200, 'validation.token.invalid')),
  password: newPassword,
});
export const DeleteAccountSchema = object({
  confirmation: v.literal(DELETE_CONFIRMATION, 'validation.deleteConfirmation'),
  currentPassword: anyPassword,
});

export type SignupInput = v.InferOutput<typeof SignupSchema>;
export type LoginInput = v.InferOutput<typeof LoginSchema>;
export type UpdateAccountInput = v.InferOutput<typeof UpdateAccountSchema>;

/** What the API shows of an account. */
export type PublicUser = {
  id: string;
  name: string;
  email: string;
  role: Role | null;
  profilePic?: string;
  language: Language;
  bio: string;
  /** Where the person lives, when known (a client's first property, or their own choice). */
  province?: Province;
  /**
   * The person's phone number in E.164, when they gave one: private (only they and admins see it), for the platform's
   * urgent contact. This record goes to the person themself only (their session, their settings, their data).
   */
  phone?: string;
};
