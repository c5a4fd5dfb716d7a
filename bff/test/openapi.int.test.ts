import SwaggerParser from '@apidevtools/swagger-parser';
import { DISPUTE_REASONS } from '@weklean/domain';
import type { RouterRoute } from 'hono/types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOCS_CSP } from '../src/openapi/openapi-routes';
import { ROUTE_NOTES } from '../src/openapi/route-notes';
import { notesFromDocs } from '../src/openapi/write-route-notes';
import { createTestApp, type TestApp } from './support/test-app';

type Operation = {
  operationId: string;
  tags: string[];
  summary: string;
  security: Record<string, string[]>[];
  parameters: { name: string; in: string; required: boolean }[];
  requestBody?: { content: { 'application/json': { schema: { properties: Record<string, { enum?: string[] }>; required?: string[] } } } };
  responses: Record<string, { content?: { 'application/json': { schema: { allOf: [unknown, { properties: { code: { enum: string[] } } }] } } } }>;
  'x-roles'?: string[];
};
type Document = { openapi: string; paths: Record<string, Record<string, Operation>>; components: { schemas: Record<string, unknown> } };

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

/** The test's own reading of a router path (not the generator's): optional parameters expanded, `:x` as `{x}`. */
const openApiForms = (path: string): string[] => {
  const segments = path.split('/');
  const optional = segments.findIndex((segment) => /^:.+\?$/.test(segment));
  if (optional >= 0) {
    const without = segments.slice(0, optional).join('/');
    const withIt = [...segments.slice(0, optional), segments[optional]!.slice(0, -1), ...segments.slice(optional + 1)].join('/');
    return [...openApiForms(without), ...openApiForms(withIt)];
  }
  return [path.replace(/:([A-Za-z0-9_]+)(\{[^}]*\})?/g, '{$1}').replace(/\/\*$/, '/{rest}')];
};

/** Every method and path the app serves under /api, from the router's own list. */
const servedOperations = (routes: readonly RouterRoute[]) =>
  new Set(routes.filter((route) => METHODS.includes(route.method) && route.path.startsWith('/api/')).flatMap((route) => openApiForms(route.path).map((path) => `${route.method} ${path}`)));

const codesAt = (operation: Operation, status: number) => operation.responses[String(status)]?.content?.['application/json'].schema.allOf[1].properties.code.enum ?? [];

describe('the published API (issue 36)', () => {
  let t: TestApp;
  let document: Document;

  beforeAll(async () => {
    t = await createTestApp('openapi');
    const response = await t.app.request('/api/openapi.json');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=300');
    document = (await response.json()) as Document;
  });
  afterAll(async () => t?.close());

  it('is a valid OpenAPI 3.1 document', async () => {
    expect(document.openapi).toBe('3.1.0');
    // validate() dereferences in place: it gets a copy.
    await expect(SwaggerParser.validate(structuredClone(document) as never)).resolves.toBeTruthy();
  });

  it('describes every route the app serves under /api, and only those', () => {
    const served = servedOperations(t.app.routes);
    const described = new Set(Object.entries(document.paths).flatMap(([path, item]) => Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`)));
    // Well over the 169 routes of the BFF when this was written: a generator that lost the sub-apps would fail here.
    expect(served.size).toBeGreaterThan(160);
    expect([...served].filter((operation) => !described.has(operation))).toEqual([]);
    expect([...described].filter((operation) => !served.has(operation))).toEqual([]);
  });

  it('names only paths the router answers with that route (not the catch-all 404)', () => {
    const router = t.app.router as unknown as { match(method: string, path: string): [[[unknown, RouterRoute], unknown][]] };
    const misses: string[] = [];
    for (const [path, item] of Object.entries(document.paths)) {
      for (const method of Object.keys(item)) {
        const concrete = path.replace(/\{[^}]+\}/g, 'x1');
        const [matched] = router.match(method.toUpperCase(), concrete);
        const endpoint = matched.some(([[, route]]) => route.method === method.toUpperCase() && openApiForms(route.path).includes(path));
        if (!endpoint) misses.push(`${method.toUpperCase()} ${path}`);
      }
    }
    expect(misses).toEqual([]);
  });

  it('gives every operation a unique id, a tag, a summary and its path parameters', () => {
    const ids = new Set<string>();
    for (const [path, item] of Object.entries(document.paths)) {
      for (const operation of Object.values(item)) {
        expect(ids.has(operation.operationId)).toBe(false);
        ids.add(operation.operationId);
        expect(operation.tags).toHaveLength(1);
        expect(operation.summary.length).toBeGreaterThan(0);
        const params = [...path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]);
        expect(operation.parameters.filter((parameter) => parameter.in === 'path').map((parameter) => parameter.name)).toEqual(params);
      }
    }
  });

  it('reads bodies, queries, roles and error codes from the routes themselves', () => {
    const open = document.paths['/api/bookings/{id}/disputes']!.post!;
    const body = open.requestBody!.content['application/json'].schema;
    expect(body.properties.reason!.enum).toEqual([...DISPUTE_REASONS]);
    expect(body.required).toEqual(expect.arrayContaining(['reason', 'description']));
    expect(open.security).toEqual([{ session: [] }, { bearer: [] }]);
    expect(open['x-roles']).toEqual(['client', 'cleaner']);
    expect(codesAt(open, 400)).toEqual(expect.arrayContaining(['validation', 'http.invalid-json', 'dispute.reason-invalid']));
    expect(codesAt(open, 401)).toEqual(['auth.not-signed-in']);
    expect(codesAt(open, 409)).toEqual(expect.arrayContaining(['dispute.exists', 'dispute.window-closed', 'dispute.booking-not-completed']));
    expect(Object.keys(open.responses)).toContain('201');

    // A router-wide role check (`.use('*', requireRole('admin'))`) and a query schema.
    const adminList = document.paths['/api/admin/disputes']!.get!;
    expect(adminList['x-roles']).toEqual(['admin']);
    expect(codesAt(adminList, 403)).toContain('auth.forbidden');
    expect(adminList.parameters.find((parameter) => parameter.in === 'query')?.name).toBe('status');

    // A refusal the handler itself throws (place-routes.ts), read from its source.
    expect(codesAt(document.paths['/api/places/cities/{city}']!.get!, 404)).toEqual(expect.arrayContaining(['http.404', 'places.city-not-found']));

    // A public route: no security, no 401.
    const docs = document.paths['/api/openapi.json']!.get!;
    expect(docs.security).toEqual([]);
    expect(docs.responses['401']).toBeUndefined();
    expect(document.components.schemas.Error).toMatchObject({ required: ['code', 'message'] });
  });

  it('describes every body and query by its schema, not as anything', () => {
    const vague: string[] = [];
    for (const [path, item] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(item)) {
        const body = operation.requestBody?.content['application/json'].schema as Record<string, unknown> | undefined;
        if (body && !('type' in body || 'anyOf' in body || 'oneOf' in body || '$ref' in body)) vague.push(`${method} ${path} body`);
        for (const parameter of operation.parameters.filter((candidate) => candidate.in === 'query') as unknown as { name: string; schema: Record<string, unknown> }[]) {
          if (Object.keys(parameter.schema).length === 0) vague.push(`${method} ${path} ?${parameter.name}`);
        }
      }
    }
    expect(vague).toEqual([]);
  });

  it('takes the routes’ notes from docs/api as they are today', () => {
    expect(ROUTE_NOTES, 'docs/api changed: run `npx tsx bff/src/openapi/write-route-notes.ts`').toEqual(notesFromDocs());
  });

  it('serves the interactive reference from its own files, under a narrow CSP', async () => {
    const page = await t.app.request('/api/docs');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toBe(DOCS_CSP);
    expect(DOCS_CSP).not.toContain('unsafe-eval');
    const html = await page.text();
    expect(html).toContain('/api/docs/swagger-ui-bundle.js');
    for (const [file, type] of [['swagger-ui-bundle.js', 'text/javascript'], ['swagger-ui.css', 'text/css'], ['init.js', 'text/javascript']] as const) {
      const asset = await t.app.request(`/api/docs/${file}`);
      expect(asset.status).toBe(200);
      expect(asset.headers.get('content-type')).toContain(type);
      expect((await asset.text()).length).toBeGreaterThan(10);
    }
    const unknown = await t.app.request('/api/docs/..%2Fpackage.json');
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ code: 'http.404' });
    // Elsewhere, the app's own CSP.
    const other = await t.app.request('/api/openapi.json');
    expect(other.headers.get('content-security-policy')).not.toBe(DOCS_CSP);
  });
});
