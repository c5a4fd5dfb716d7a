import { loginPagePatterns, paths } from '../config/paths';
import { i18n } from './i18n/i18n';
import { matchesAny } from './match-path';
import { browserSessionStores, clearStoredSession } from './session/session-storage';

export const REQUEST_TIMEOUT_MS = 10_000;
export const CURRENT_USER_URL = '/api/users/me';

export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
/** http: an error status with a JSON body; non-json: a body that is not JSON; timeout and network: no answer. */
export type FailureKind = 'http' | 'non-json' | 'timeout' | 'network';

/** The SWR error rule (SPEC section 8): status >= 500 gives status and status text, other failures status and body. */
export function describeFailure(status: number, statusText: string, body: unknown): string {
  if (status >= 500 || body === null || body === undefined || body === '') return `${status} ${statusText}`.trim();
  return `${status} ${typeof body === 'string' ? body : JSON.stringify(body)}`;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly kind: FailureKind;
  readonly status: number;
  readonly statusText: string;
  /** Parsed JSON body, or the raw text when it is not JSON. */
  readonly body: unknown;

  constructor(kind: FailureKind, status: number, statusText: string, body: unknown) {
    super(describeFailure(status, statusText, body));
    this.kind = kind;
    this.status = status;
    this.statusText = statusText;
    this.body = body;
  }

  /** The stable `code` of the server's `{ code, message }` error body. */
  get code(): string | undefined {
    return isRecord(this.body) && typeof this.body.code === 'string' ? this.body.code : undefined;
  }

  /** The server's message, already localized from our Accept-Language header. */
  get serverMessage(): string | undefined {
    if (!isRecord(this.body)) return undefined;
    const { message } = this.body;
    return typeof message === 'string' && message.trim() !== '' ? message : undefined;
  }
}

/** What a screen shows for a failed call: the server's message, the non-JSON text, or the screen's own fallback. */
export function failureMessage(error: unknown, texts: { fallback: string; nonJson: string }): string {
  if (!(error instanceof ApiError)) return texts.fallback;
  return error.serverMessage ?? (error.kind === 'non-json' ? texts.nonJson : texts.fallback);
}

function pathnameOf(url: string): string {
  const pathname = new URL(url, 'http://relative.invalid').pathname;
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

/**
 * The one 401 rule (SPEC section 8): a 401 on any call but `GET /api/users/me` sends the browser to the login page,
 * unless it is already on one. Returns where to go, or null to stay.
 */
export function unauthorizedRedirect(
  call: { status: number; method: string; url: string },
  currentPath: string,
): string | null {
  if (call.status !== 401) return null;
  if (call.method.toUpperCase() === 'GET' && pathnameOf(call.url) === CURRENT_USER_URL) return null;
  if (matchesAny(loginPagePatterns, currentPath)) return null;
  return paths.login.href();
}

export type ApiClientDeps = {
  fetch: (input: string, init: RequestInit) => Promise<Response>;
  getLanguage: () => string;
  currentPath: () => string;
  onUnauthorized: (target: string) => void;
  timeoutMs?: number;
};

/** `headers`: extra request headers (an `Idempotency-Key`); the client's own (type, language) are always sent. */
export type RequestOptions = { body?: unknown; signal?: AbortSignal; cache?: RequestCache; headers?: Record<string, string> };

function parseBody(text: string): { json: true; value: unknown } | { json: false; value: string } {
  try {
    return { json: true, value: JSON.parse(text) as unknown };
  } catch {
    return { json: false, value: text };
  }
}

/** What one exchange sends: a body already serialized (JSON text) or a `FormData`, which goes as is. */
type Outgoing = { payload?: BodyInit; multipart: boolean; signal?: AbortSignal; cache?: RequestCache; headers?: Record<string, string> };

/** The headers the client always sets itself: a caller's never replace them. */
const OWN_HEADERS = new Set(['content-type', 'accept', 'accept-language']);

function headersOf(init: HeadersInit | undefined): Record<string, string> {
  const headers: Record<string, string> = {};
  new Headers(init).forEach((value, name) => {
    if (!OWN_HEADERS.has(name)) headers[name] = value;
  });
  return headers;
}

/** `GET /api/x?y` of an absolute URL on the page's own origin (the typed client's), anything else as it is. */
function sameOriginPath(input: string, origin: string): string {
  if (!input.startsWith(`${origin}/`)) return input;
  return input.slice(origin.length);
}

export function createApiClient(deps: ApiClientDeps) {
  const timeoutMs = deps.timeoutMs ?? REQUEST_TIMEOUT_MS;

  /**
   * One exchange with the API: cookie, language, time-out and the 401 rule. A failure (an error status, no answer,
   * a success that is not JSON) throws an `ApiError`; a success gives the response and its text, read once.
   */
  async function exchange(method: string, url: string, outgoing: Outgoing): Promise<{ response: Response; text: string; value: unknown }> {
    const headers: Record<string, string> = {
      ...outgoing.headers,
      ...(outgoing.multipart ? {} : { 'Content-Type': 'application/json' }),
      Accept: 'application/json',
      'Accept-Language': deps.getLanguage(),
    };
    // No Authorization header: the browser's session is the HttpOnly cookie that `credentials: 'include'` sends, so
    // no script on the page ever holds the token.

    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    const forwardAbort = () => controller.abort();
    outgoing.signal?.addEventListener('abort', forwardAbort, { once: true });

    try {
      let response: Response;
      let text: string;
      try {
        response = await deps.fetch(url, {
          method,
          headers,
          credentials: 'include',
          signal: controller.signal,
          ...(outgoing.cache === undefined ? {} : { cache: outgoing.cache }),
          ...(outgoing.payload === undefined ? {} : { body: outgoing.payload }),
        });
        text = await response.text();
      } catch (error) {
        if (timedOut) throw new ApiError('timeout', 0, 'Request timed out', null);
        if (outgoing.signal?.aborted === true) throw error;
        throw new ApiError('network', 0, 'Network error', null);
      }

      const body = text === '' ? { json: true as const, value: null } : parseBody(text);
      if (!response.ok) {
        const target = unauthorizedRedirect({ status: response.status, method, url }, deps.currentPath());
        if (target !== null) deps.onUnauthorized(target);
        throw new ApiError(body.json ? 'http' : 'non-json', response.status, response.statusText, body.value);
      }
      if (!body.json) throw new ApiError('non-json', response.status, response.statusText, body.value);
      return { response, text, value: body.value };
    } finally {
      clearTimeout(timer);
      outgoing.signal?.removeEventListener('abort', forwardAbort);
    }
  }

  async function request(method: HttpMethod, url: string, options: RequestOptions = {}): Promise<unknown> {
    // A FormData body is sent as is: the browser writes its multipart Content-Type, boundary included.
    const multipart = options.body instanceof FormData;
    const payload = options.body instanceof FormData || options.body === undefined ? options.body : JSON.stringify(options.body);
    const { signal, cache, headers } = options;
    return (await exchange(method, url, { multipart, ...(payload === undefined ? {} : { payload }), ...(signal ? { signal } : {}), ...(cache ? { cache } : {}), ...(headers ? { headers } : {}) })).value;
  }

  /**
   * A `fetch` for the typed client (lib/api.ts, `hc`'s `fetch` option): the same exchange as `request`, so the same
   * headers, time-out, 401 rule and `ApiError` on failure; a success comes back as a `Response` holding the text it
   * read. `origin` is the client's base: its URLs go out relative, as the hand-written ones did.
   */
  function fetchFor(origin: string) {
    return async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
      const url = sameOriginPath(input instanceof Request ? input.url : input.toString(), origin);
      const method = (init.method ?? 'GET').toUpperCase();
      const body = init.body ?? undefined;
      const { response, text } = await exchange(method, url, {
        multipart: body instanceof FormData,
        ...(body === undefined ? {} : { payload: body }),
        ...(init.signal ? { signal: init.signal } : {}),
        ...(init.cache ? { cache: init.cache } : {}),
        headers: headersOf(init.headers),
      });
      // 204, 205 and 304 carry no body: a Response refuses one, even empty.
      return new Response(text === '' ? null : text, { status: response.status, statusText: response.statusText, headers: response.headers });
    };
  }

  return {
    request,
    fetchFor,
    // `T` is the answer's type from the API contract (lib/api-contract.ts); `unknown` when the caller reads no body.
    get: <T = unknown>(url: string, options?: Omit<RequestOptions, 'body'>) => request('GET', url, options) as Promise<T>,
    post: <T = unknown>(url: string, body?: unknown, options?: RequestOptions) => request('POST', url, { ...options, body }) as Promise<T>,
    patch: <T = unknown>(url: string, body: unknown, options?: RequestOptions) => request('PATCH', url, { ...options, body }) as Promise<T>,
    put: <T = unknown>(url: string, body: unknown, options?: RequestOptions) => request('PUT', url, { ...options, body }) as Promise<T>,
    delete: <T = unknown>(url: string, body?: unknown, options?: RequestOptions) => request('DELETE', url, { ...options, body }) as Promise<T>,
    /** `POST` of a `multipart/form-data` body (file uploads), with the same cookie, language, time-out and 401 rule. */
    upload: (url: string, form: FormData, options?: Omit<RequestOptions, 'body'>) =>
      request('POST', url, { ...options, body: form }),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;

/** The app's client: the session cookie, interface language, and the 401 rule acting on the real browser. */
export const api: ApiClient = createApiClient({
  fetch: (input, init) => window.fetch(input, init),
  getLanguage: () => i18n.resolvedLanguage ?? i18n.language,
  currentPath: () => window.location.pathname,
  onUnauthorized: (target) => {
    // Forget the stale session first, or the login page would bounce a "signed-in" user back.
    clearStoredSession(browserSessionStores());
    window.location.assign(target);
  },
});
