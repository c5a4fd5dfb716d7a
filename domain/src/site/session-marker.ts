/**
 * A cookie that only says "this browser holds a session" (value `1`, no secret, readable by the app's script), set
 * and cleared with the HttpOnly session cookie, which the app cannot read: without it the app does not ask the server
 * who is signed in (issue 30: no 401 in a visitor's console).
 */
export const SIGNED_IN_COOKIE = 'weklean-signed-in';
