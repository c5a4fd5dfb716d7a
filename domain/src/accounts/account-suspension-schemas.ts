import * as v from 'valibot';
import { line, object, text } from '../shared/schema';
import { ACCOUNT_REASON_MAX } from './account-events';

const reason = v.pipe(
  text('account.reason-required'),
  v.trim(),
  v.minLength(1, 'account.reason-required'),
  v.maxLength(ACCOUNT_REASON_MAX, 'account.reason-required'),
);

/** An admin suspending or reactivating an account says why (1–500 characters, no control characters). */
export const AccountActionSchema = object({ reason });

/** `/api/admin/users?q=&role=&status=&page=`: every filter optional. */
export const AdminUserQuerySchema = object({
  q: v.optional(v.pipe(line('validation.invalid'), v.trim(), v.maxLength(200, 'validation.invalid'))),
  role: v.optional(v.picklist(['client', 'cleaner', 'admin'], 'validation.invalid')),
  status: v.optional(v.picklist(['active', 'suspended'], 'validation.invalid')),
  page: v.optional(v.pipe(line('validation.invalid'), v.regex(/^[1-9]\d{0,5}$/, 'validation.invalid'), v.transform(Number)), '1'),
});
export type AdminUserQuery = v.InferOutput<typeof AdminUserQuerySchema>;
