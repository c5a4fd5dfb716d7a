import { toJsonSchema, type ConversionConfig } from '@valibot/to-json-schema';
import { ClientFrameSchema, type DomainErrorCode } from '@weklean/domain';
import type { RouterRoute } from 'hono/types';
import { pipe, type GenericSchema } from 'valibot';
import { SESSION_COOKIE } from '../auth/sessions';
import { STATUS_BY_CODE } from '../http/errors';
import { middlewareMeta } from './route-metadata';
import { ROUTE_NOTES, type RouteNote } from './route-notes';

/**
 * The published API (issue 36): an OpenAPI 3.1 document generated from the running app's own routes (`app.routes`,
 * so that a route added anywhere is described without a list to keep), their validators' valibot schemas
 * (validation.ts), their role checks (require-role.ts) and their path parameters. What a route answers besides what
 * its middlewares say (its summary, success status, domain error codes) comes from route-notes.ts, drawn from
 * docs/api/*.md. docs/api/README.md.
 */

type JsonSchema = Record<string, unknown>;
const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
type Method = (typeof METHODS)[number];

/** One operation of the API: a method and a path the app serves, and what its middlewares check. */
export type ApiOperation = {
  method: Method;
  /** The path as the router has it (`/api/bookings/:id`), optional parameters already expanded. */
  routerPath: string;
  /** The path as OpenAPI writes it (`/api/bookings/{id}`). */
  path: string;
  params: string[];
  body: GenericSchema | null;
  query: GenericSchema | null;
  /** null: public; [] any signed-in person; else the roles admitted. */
  roles: readonly string[] | null;
  /** The BFF's own refusals its handlers throw (`refuse('places.city-not-found', 404)`), read from their source. */
  refusals: { status: number; code: string }[];
};

// `refuse(` as written, or `(0, module.refuse)(` as a bundler or test runner rewrites an import.
const REFUSE = /\brefuse\)?\(\s*['"]([a-z][a-z0-9-]*(?:\.[a-z0-9-]+)+)['"]\s*,\s*(\d{3})/g;
const refusalsIn = (handlers: readonly unknown[]) =>
  handlers.flatMap((handler) => [...String(handler).matchAll(REFUSE)].map((match) => ({ status: Number(match[2]), code: match[1]! })));

/** `/a/:b/:c?` → `/a/:b` and `/a/:b/:c`, as Hono's router serves them. */
export const expandOptional = (path: string): string[] => {
  const segments = path.split('/');
  const index = segments.findIndex((segment) => segment.startsWith(':') && segment.endsWith('?'));
  if (index < 0) return [path];
  const before = segments.slice(0, index).join('/') || '/';
  const withIt = [...segments.slice(0, index), segments[index]!.slice(0, -1), ...segments.slice(index + 1)].join('/');
  return [before, ...expandOptional(withIt)];
};

/** `:id{[0-9]+}` → `{id}`, a trailing `*` → `{rest}`. */
const openApiPath = (routerPath: string) =>
  routerPath.replace(/:([A-Za-z0-9_]+)(\{[^}]*\})?/g, '{$1}').replace(/\/\*$/, '/{rest}');
const paramsOf = (path: string) => [...path.matchAll(/\{([A-Za-z0-9_]+)\}/g)].map((match) => match[1]!);

/** A middleware's path pattern (`/api/admin/*`, `/api/bookings/:id/disputes`) as a test of a route's path. */
const patternTest = (pattern: string) => {
  const body = pattern
    .split(/(\/\*$|:[A-Za-z0-9_]+(?:\{[^}]*\})?\??|\*)/)
    .map((part) => {
      if (part === '/*') return '(?:/.*)?';
      if (part === '*') return '.*';
      if (part.startsWith(':')) return part.endsWith('?') ? '[^/]*' : '[^/]+';
      return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('');
  const regex = new RegExp(`^${body}/?$`);
  return (path: string) => regex.test(path);
};

/** The operations the app serves under `prefix`, read from its routes: handlers by method and path, with the
 * middlewares (`use`) registered before them on a matching path. */
export function apiOperations(routes: readonly RouterRoute[], prefix = '/api'): ApiOperation[] {
  const inPrefix = (path: string) => path === prefix || path.startsWith(`${prefix}/`);
  const middlewares = routes.map((route, index) => ({ route, index })).filter(({ route }) => route.method === 'ALL' && inPrefix(route.path));
  const tests = new Map(middlewares.map(({ route }) => [route.path, patternTest(route.path)]));
  const groups = new Map<string, { method: Method; path: string; first: number; handlers: unknown[] }>();
  routes.forEach((route, index) => {
    const method = route.method.toLowerCase() as Method;
    if (!METHODS.includes(method) || !inPrefix(route.path)) return;
    const key = `${method} ${route.path}`;
    const group = groups.get(key) ?? { method, path: route.path, first: index, handlers: [] };
    group.handlers.push(route.handler);
    groups.set(key, group);
  });
  const operations: ApiOperation[] = [];
  for (const group of groups.values()) {
    for (const routerPath of expandOptional(group.path)) {
      const before = middlewares.filter(({ route, index }) => index < group.first && tests.get(route.path)!(routerPath)).map(({ route }) => route.handler);
      const metas = [...before, ...group.handlers].map(middlewareMeta).filter((meta) => meta !== undefined);
      const input = (target: 'json' | 'query') => metas.find((meta) => meta.kind === 'input' && meta.target === target);
      const role = metas.filter((meta) => meta.kind === 'role');
      const body = input('json');
      const query = input('query');
      const path = openApiPath(routerPath);
      operations.push({
        method: group.method,
        routerPath,
        path,
        params: paramsOf(path),
        body: body?.kind === 'input' ? body.schema : null,
        query: query?.kind === 'input' ? query.schema : null,
        // The narrowest check wins (a router-wide "signed in" then a route's "admin").
        refusals: refusalsIn(group.handlers),
        roles: role.length === 0 ? null : role.reduce<readonly string[]>((roles, meta) => (meta.kind === 'role' && meta.roles.length > 0 ? meta.roles : roles), []),
      });
    }
  }
  return operations.sort((a, b) => a.path.localeCompare(b.path) || METHODS.indexOf(a.method) - METHODS.indexOf(b.method));
}

type Piped = { kind?: string; type?: string; pipe?: readonly Piped[] };

/**
 * `object()` and `record()` (domain/src/shared/schema.ts) are a pipe of a `custom` check (no list for an object) then
 * the valibot schema that the JSON Schema describes. The converter stops a pipe at its second schema (its input type
 * is the custom's, unknown): each such custom is converted as the rest of its pipe instead. A `check` (no control
 * character, cross-field rules) has no JSON Schema and is left to the route's answer (400 validation).
 */
const customsOf = (schema: unknown, found = new Map<object, GenericSchema>(), seen = new Set<object>()) => {
  if (typeof schema !== 'object' || schema === null || seen.has(schema)) return found;
  seen.add(schema);
  const piped = schema as Piped;
  if (piped.kind === 'schema' && piped.pipe && piped.pipe[0]?.type === 'custom' && piped.pipe[1]?.kind === 'schema') {
    const [, inner, ...actions] = piped.pipe;
    found.set(piped.pipe[0], (actions.length > 0 ? pipe(inner as GenericSchema, ...(actions as [])) : inner) as GenericSchema);
  }
  for (const value of Object.values(schema)) {
    if (Array.isArray(value)) for (const item of value) customsOf(item, found, seen);
    else if (typeof value === 'object' && value !== null) customsOf(value, found, seen);
  }
  return found;
};

const convert = (schema: GenericSchema): JsonSchema => {
  const customs = customsOf(schema);
  const config: ConversionConfig = {
    target: 'draft-2020-12',
    typeMode: 'input',
    errorMode: 'ignore',
    overrideSchema: ({ valibotSchema }) => {
      const inner = customs.get(valibotSchema);
      return inner ? (toJsonSchema(inner, config) as JsonSchema) : undefined;
    },
  };
  return toJsonSchema(schema, config) as JsonSchema;
};

/** The valibot schema as JSON Schema 2020-12 (OpenAPI 3.1's dialect); its definitions go to the components. */
export const schemaOf = (schema: GenericSchema, definitions: Record<string, JsonSchema>): JsonSchema => {
  const converted = convert(schema);
  const { $schema: _dialect, $defs, ...rest } = converted;
  for (const [name, definition] of Object.entries(($defs ?? {}) as Record<string, JsonSchema>)) definitions[name] = definition;
  return JSON.parse(JSON.stringify(rest).replaceAll('"#/$defs/', '"#/components/schemas/')) as JsonSchema;
};

/** The query schema's fields as query parameters (a query string is flat). */
const queryParameters = (schema: JsonSchema) => {
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((schema.required ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => ({ name, in: 'query', required: required.has(name), schema: property }));
};

const tagOf = (path: string) => {
  const [first = 'api', second] = path.split('/').slice(2);
  return first === 'admin' && second && !second.startsWith('{') ? `admin/${second}` : first;
};

const operationIdOf = (method: string, path: string) =>
  method +
  path
    .split('/')
    .slice(2)
    .map((segment) => segment.replace(/[{}]/g, '').replace(/(^|[-_.])([a-zA-Z0-9])/g, (_m, _s, letter: string) => letter.toUpperCase()))
    .map((segment) => (path.includes(`{${segment.charAt(0).toLowerCase()}${segment.slice(1)}}`) ? `By${segment}` : segment))
    .join('');

type ErrorAnswer = { status: number; code: string };

/** The error answers a route's middlewares make, whatever the route. */
const mechanicalErrors = (operation: ApiOperation): ErrorAnswer[] => {
  const errors: ErrorAnswer[] = [];
  if (operation.method !== 'get') errors.push({ status: 403, code: 'http.forbidden-origin' }, { status: 415, code: 'http.unsupported-media-type' });
  if (operation.body) errors.push({ status: 400, code: 'validation' }, { status: 400, code: 'http.invalid-json' }, { status: 413, code: 'http.payload-too-large' });
  if (operation.query) errors.push({ status: 400, code: 'validation' });
  if (operation.roles !== null) errors.push({ status: 401, code: 'auth.not-signed-in' });
  if (operation.roles !== null && operation.roles.length > 0) errors.push({ status: 403, code: 'auth.forbidden' });
  if (operation.params.length > 0) errors.push({ status: 404, code: 'http.404' });
  return [...errors, ...operation.refusals];
};

const STATUS_TEXT: Record<number, string> = {
  400: 'The input is malformed.',
  401: 'Not signed in.',
  402: 'The payment was declined.',
  403: 'Refused to this person or origin.',
  404: 'Nothing of that id here (or not this person’s).',
  409: 'The state of the resource refuses it now.',
  413: 'The body is too large.',
  415: 'The body is not JSON.',
  422: 'Well formed, but the rules refuse it.',
  429: 'Too many attempts; see Retry-After.',
  503: 'Busy; see Retry-After.',
};

const operationOf = (operation: ApiOperation, note: RouteNote | undefined, definitions: Record<string, JsonSchema>) => {
  const body = operation.body ? schemaOf(operation.body, definitions) : null;
  const query = operation.query ? schemaOf(operation.query, definitions) : null;
  const signedIn = operation.roles !== null || (note?.errors ?? []).some((error) => error.code === 'auth.not-signed-in');
  // A domain code has one status (errors.ts), whatever a page says.
  const statusOf = (error: ErrorAnswer) => (STATUS_BY_CODE as Record<string, number>)[error.code] ?? error.status;
  const errors = [...mechanicalErrors(operation), ...(note?.errors ?? [])].map((error) => ({ ...error, status: statusOf(error) }));
  const byStatus = new Map<number, Set<string>>();
  for (const error of errors) byStatus.set(error.status, (byStatus.get(error.status) ?? new Set()).add(error.code));
  const success = note && note.success.length > 0 ? note.success : null;
  const responses: Record<string, unknown> = {};
  for (const status of success ?? []) responses[String(status)] = { description: 'Success (its body: the operation’s description).' };
  if (!success) responses['2XX'] = { description: 'Success (its shape: the narrative page in docs/api).' };
  for (const [status, codes] of [...byStatus].sort(([a], [b]) => a - b)) {
    responses[String(status)] = {
      description: STATUS_TEXT[status] ?? 'Refused.',
      content: {
        'application/json': {
          schema: { allOf: [{ $ref: '#/components/schemas/Error' }, { properties: { code: { enum: [...codes].sort() } } }] },
          // The route's own first code, not the first of every code that the generic schema would show.
          example: { code: [...codes].sort()[0], message: 'In the request’s language.' },
        },
      },
    };
  }
  return {
    operationId: operationIdOf(operation.method, operation.path),
    tags: [tagOf(operation.path)],
    summary: note?.summary ?? `${operation.method.toUpperCase()} ${operation.path}`,
    ...(note ? { description: note.description } : {}),
    ...(note?.page ? { 'x-docs-page': `docs/api/${note.page}` } : {}),
    security: signedIn ? [{ session: [] }, { bearer: [] }] : [],
    ...(operation.roles && operation.roles.length > 0 ? { 'x-roles': operation.roles } : {}),
    parameters: [
      ...operation.params.map((name) => ({ name, in: 'path', required: true, schema: { type: 'string' } })),
      ...(query ? queryParameters(query) : []),
    ],
    ...(body ? { requestBody: { required: true, content: { 'application/json': { schema: body } } } } : {}),
    responses,
  };
};

/** Codes the BFF answers besides the domain's (http.*, validation, its own refusals). */
const BFF_CODES = ['validation', 'internal', 'http.404', 'http.invalid-json', 'http.forbidden-origin', 'http.unsupported-media-type', 'http.payload-too-large'];

export type OpenApiOptions = { version: string; serverUrl?: string };

const shapeOf = (key: string) => key.replace(/\{[^}]+\}/g, '{}');
const NOTES_BY_SHAPE = new Map(Object.entries(ROUTE_NOTES).map(([key, note]) => [shapeOf(key), note]));

/**
 * What docs/api says of a route: by its shape (the docs may name a parameter otherwise), else merged from the routes
 * the docs name one by one where the router has a parameter (`/referrals/me/renew`, `/referrals/me/deactivate`).
 */
const noteFor = (method: string, path: string): RouteNote | undefined => {
  const key = `${method.toUpperCase()} ${path}`;
  const direct = NOTES_BY_SHAPE.get(shapeOf(key));
  if (direct) return direct;
  const pattern = new RegExp(`^${key.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{[^}]+\\?\}/g, '[^/{}]+')}$`);
  const named = Object.entries(ROUTE_NOTES).filter(([candidate]) => pattern.test(candidate));
  if (named.length === 0) return undefined;
  return {
    page: named[0]![1].page,
    summary: named.map(([candidate, note]) => `${candidate.split('/').at(-1)}: ${note.summary}`).join('; '),
    description: named.map(([, note]) => note.description).join('\n\n'),
    success: [...new Set(named.flatMap(([, note]) => note.success))],
    errors: named.flatMap(([, note]) => note.errors),
  };
};

/** The OpenAPI 3.1 document of the app's routes under /api. */
export function openApiDocument(routes: readonly RouterRoute[], options: OpenApiOptions) {
  const definitions: Record<string, JsonSchema> = {};
  const paths: Record<string, Record<string, unknown>> = {};
  const usedIds = new Set<string>();
  for (const operation of apiOperations(routes)) {
    const described = operationOf(operation, noteFor(operation.method, operation.path), definitions);
    let id = described.operationId;
    for (let n = 2; usedIds.has(id); n += 1) id = `${described.operationId}${n}`;
    usedIds.add(id);
    (paths[operation.path] ??= {})[operation.method] = { ...described, operationId: id };
  }
  const tags = [...new Set(Object.values(paths).flatMap((item) => Object.values(item).map((op) => (op as { tags: string[] }).tags[0]!)))].sort();
  const domainCodes = Object.keys(STATUS_BY_CODE) as DomainErrorCode[];
  return {
    openapi: '3.1.0',
    info: {
      title: 'Weklean API',
      version: options.version,
      description:
        'The API of Weklean, generated from the routes themselves. Errors are `{ code, message }`, the message in the ' +
        'request’s language (`Accept-Language`, fr by default). State-changing requests need a JSON body and a ' +
        'same-site Origin (or a Bearer token). The live socket (`/ws/messages`) is described in `x-websocket` and docs/api/socket.md.',
    },
    ...(options.serverUrl ? { servers: [{ url: options.serverUrl }] } : {}),
    tags: tags.map((name) => ({ name })),
    paths,
    components: {
      securitySchemes: {
        session: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE, description: 'The session cookie set by POST /api/auth/login.' },
        bearer: { type: 'http', scheme: 'bearer', description: 'The same session token, for programs (`Authorization: Bearer <token>`).' },
      },
      schemas: {
        ...definitions,
        Error: {
          type: 'object',
          required: ['code', 'message'],
          properties: {
            code: { $ref: '#/components/schemas/ErrorCode' },
            message: { type: 'string', description: 'In the request’s language.' },
            issues: {
              type: 'array',
              description: 'With `validation`: each field refused and why.',
              items: { type: 'object', required: ['message'], properties: { field: { type: 'string' }, message: { type: 'string' } } },
            },
            reason: { type: 'string', description: 'With `payment.declined`: the bank’s reason.' },
          },
        },
        ErrorCode: {
          type: 'string',
          description: 'A domain code (its HTTP status in `x-status-by-code`), or one of the BFF’s own (http.*, validation, a route’s refusal).',
          examples: [...domainCodes, ...BFF_CODES],
          'x-status-by-code': STATUS_BY_CODE,
        },
      },
    },
    'x-websocket': {
      path: '/ws/messages',
      description:
        'Live updates and a few requests, JSON frames both ways (docs/api/socket.md). Opened with the session cookie ' +
        '(from the site’s own pages) or `Authorization: Bearer <token>`; `?since=<seq>` to be sent what was missed.',
      clientFrames: schemaOf(ClientFrameSchema as unknown as GenericSchema, definitions),
      documentation: 'docs/api/socket.md',
    },
  };
}

export type OpenApiDocument = ReturnType<typeof openApiDocument>;
