import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../test/use-test-app.js';
import { assembleCast, ownerValueOf, type Cast } from './attack-cast.js';
import { call, errorBody } from './attack-client.js';
import { fillPath, httpRoutes, isOwnedParam, isUnsafe, type JsonSchema } from './route-catalogue.js';

/**
 * Issue 9 item 3: an impossible date ('2024-02-30') in a query answered 500 on the performance,
 * by-fund and securities calls. Every date a route takes — in its query or its body — is checked by
 * one calendar-date schema, so each of these answers 400 { Id: 'ValidationFailed', … } and names the
 * field, never 5xx. The routes and their date fields are read from the running app's OpenAPI
 * document, so a date parameter added tomorrow is attacked tomorrow.
 */
const ctx = useTestApp('NZ');
let cast: Cast;
let staff: string;

beforeAll(async () => {
  cast = await assembleCast(ctx.app, ctx.testDb.database.db);
  staff = cast.sessions.staff!;
});

/** Not dates: a day that does not exist, the edges of what a 4-digit year can say, other scripts' digits. */
const IMPOSSIBLE_DATES = ['2024-02-30', '2023-02-29', '2024-04-31', '0001-01-01', '9999-12-31', '２０２４-０１-０１', '2024-01-01\u0000', '2024-13-01'];

interface Operation {
  parameters?: Array<{ in: string; name: string; required?: boolean; schema?: JsonSchema }>;
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

const isDateSchema = (schema: JsonSchema | undefined): boolean =>
  !!schema && (schema.format === 'date' || (schema.anyOf ?? schema.oneOf ?? []).some(isDateSchema));

/** Every route's date fields: query parameters, and body fields one or two levels down. */
function dateFields(app: FastifyInstance) {
  const document = app.swagger() as { paths?: Record<string, Record<string, Operation>> };
  return httpRoutes(app).flatMap((route) => {
    const operation = document.paths?.[route.url.replace(/:(\w+)/g, '{$1}')]?.[route.method.toLowerCase()];
    const query = (operation?.parameters ?? []).filter((p) => p.in === 'query' && isDateSchema(p.schema)).map((p) => ({ route, where: 'query' as const, path: [p.name] }));
    const body = operation?.requestBody?.content?.['application/json']?.schema;
    const bodyFields: Array<{ route: typeof route; where: 'body'; path: string[] }> = [];
    const walk = (schema: JsonSchema | undefined, path: string[]) => {
      if (!schema || path.length > 2) return;
      if (isDateSchema(schema)) bodyFields.push({ route, where: 'body', path });
      for (const option of schema.anyOf ?? schema.oneOf ?? []) walk(option, path);
      for (const [name, value] of Object.entries(schema.properties ?? {})) walk(value, [...path, name]);
    };
    walk(body, []);
    return [...query, ...bodyFields];
  });
}

/**
 * A query with a real date in each date parameter of the route but the one under attack, and A's
 * record in each required query parameter that names one (the reports and transactions lists take
 * ?accountNumber=), so the date is the only thing wrong with it.
 */
function queryWith(route: { method: string; url: string }, name: string, value: string): string {
  const siblings = dateFields(ctx.app).filter((f) => f.route === route && f.where === 'query').map((f) => f.path[0]!);
  const query = new URLSearchParams(siblings.map((sibling): [string, string] => [sibling, sibling === name ? value : '2024-06-28']));
  const document = ctx.app.swagger() as { paths?: Record<string, Record<string, Operation>> };
  const operation = document.paths?.[route.url.replace(/:(\w+)/g, '{$1}')]?.[route.method.toLowerCase()];
  for (const parameter of operation?.parameters ?? []) {
    if (parameter.in === 'query' && parameter.required && isOwnedParam(parameter.name)) query.set(parameter.name, ownerValueOf(cast, parameter.name));
  }
  return query.toString();
}

/** A body that is valid but for the one date field under attack (siblings get a real date). */
function bodyWith(route: { method: string; url: string }, path: string[], value: string): Record<string, unknown> {
  const base: Record<string, unknown> =
    route.url === '/api/v1/portal/login-notices' ? { channel: 'NZ', distributionPeriod: { start: '2026-07-01', end: '2026-07-21' } } : {};
  let node = base;
  for (const key of path.slice(0, -1)) node = (node[key] ??= {}) as Record<string, unknown>;
  node[path.at(-1)!] = value;
  return base;
}

describe('impossible calendar dates in every date parameter (issue 9 item 3)', () => {
  it('finds the date parameters of the performance, by-fund and securities calls and the others', () => {
    const found = dateFields(ctx.app).map((f) => `${f.route.method} ${f.route.url} ${f.where}:${f.path.join('.')}`);
    expect(found).toEqual(
      expect.arrayContaining([
        'GET /api/v1/accounts/:accountNumber/performance query:from',
        'GET /api/v1/accounts/:accountNumber/performance query:to',
        'GET /api/v1/accounts/:accountNumber/performance/by-fund query:from',
        'GET /api/v1/accounts/:accountNumber/securities query:date',
        'PUT /api/v1/portal/login-notices body:distributionPeriod.start',
      ]),
    );
    expect(found.length).toBeGreaterThanOrEqual(8);
  });

  it('answers 400 ValidationFailed naming the field for each impossible date, never 5xx', async () => {
    for (const field of dateFields(ctx.app)) {
      const url = fillPath(field.route.url, (param) => ownerValueOf(cast, param));
      for (const bad of IMPOSSIBLE_DATES) {
        const where = `${field.route.method} ${field.route.url} ${field.where}:${field.path.join('.')}=${JSON.stringify(bad)}`;
        const response =
          field.where === 'query'
            ? await call(ctx.app, field.route.method, `${url}?${queryWith(field.route, field.path[0]!, bad)}`, { session: staff })
            : await call(ctx.app, field.route.method, url, { session: staff, body: bodyWith(field.route, field.path, bad) });
        expect.soft(response.statusCode, where).toBe(400);
        expect.soft(errorBody(response), where).toEqual({ Id: 'ValidationFailed', Message: expect.stringContaining(field.path.at(-1)!) });
      }
    }
  });

  it('still accepts a real date in each of them', async () => {
    for (const field of dateFields(ctx.app).filter((f) => !isUnsafe(f.route))) {
      const url = fillPath(field.route.url, (param) => ownerValueOf(cast, param));
      const response = await call(ctx.app, field.route.method, `${url}?${queryWith(field.route, field.path[0]!, '2024-06-28')}`, { session: staff });
      expect.soft(response.statusCode, `${field.route.method} ${field.route.url} ${field.path.join('.')}`).toBeLessThan(500);
      expect.soft(errorBody(response)?.Id, `${field.route.method} ${field.route.url}`).not.toBe('ValidationFailed');
    }
  });
});
