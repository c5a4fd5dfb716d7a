/**
 * Trouble with the connection or the server rather than with what was asked (SQLSTATE classes 08, 40, 53, 57, 58 and
 * postgres.js's own connection codes): worth trying again as is, never a reason to set an event aside.
 */
export const isTransient = (error: unknown): boolean => {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code !== 'string') return false;
  return /^(08|40|53|57|58)[0-9A-Z]{3}$/.test(code) || /^(CONNECTION_|ECONN|ETIMEDOUT|EPIPE|ENOTFOUND|EAI_AGAIN)/.test(code);
};
