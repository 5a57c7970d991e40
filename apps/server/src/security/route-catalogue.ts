import type { FastifyInstance } from 'fastify';
import type { DeclaredRoute } from '../plugins/access.plugin.js';
import { UNSAFE_METHODS } from './attack-client.js';

/**
 * What the attack suite knows about the portal's routes, all of it read from the running app: the
 * declared routes (method, url, access — the access plugin's onRoute list) and their body schemas
 * (the OpenAPI document the routes' zod schemas generate). A route added tomorrow is attacked
 * tomorrow, with no change here — unless it takes a path parameter the suite has never seen, which
 * fails the suite until someone says whose record that parameter names.
 */

/** HTTP routes: the status socket is an upgrade, not a request/response route. */
export function httpRoutes(app: FastifyInstance): DeclaredRoute[] {
  return app.declaredRoutes.filter((r) => !r.url.startsWith('/ws/'));
}

export const isUnsafe = (route: DeclaredRoute) => UNSAFE_METHODS.has(route.method);

export function pathParams(url: string): string[] {
  return [...url.matchAll(/:(\w+)/g)].map((m) => m[1]!);
}

/** Fills each path parameter with the value `fill` gives for its name. */
export function fillPath(url: string, fill: (param: string) => string): string {
  return url.replace(/:(\w+)/g, (_match, name: string) => encodeURIComponent(fill(name)));
}

/**
 * Parameters naming a record that belongs to someone (a client's account, record, notification,
 * message, a report of an account, a monthly review or blog sent to a client, or a holder row of an
 * account — issue 13's clientAccountId). These are the ones an attacker swaps for another client's value.
 */
export const OWNED_PARAMS = [
  'accountNumber',
  'clientKey',
  'notificationId',
  'portalNotificationId',
  'messageId',
  'reportId',
  'contentId',
  'clientAccountId',
  // A KiwiSaver member's own client id (the calculators' member data): the member, their adviser, staff.
  'memberClientId',
] as const;
export type OwnedParam = (typeof OWNED_PARAMS)[number];

/**
 * Reference data every signed-in user may read: funds, benchmarks, model portfolios; and the
 * published insights (issue 14: a portal's channel, an article, an uploaded image), public content.
 */
export const REFERENCE_PARAMS = ['fundId', 'benchmarkId', 'strategyName', 'channel', 'articleId', 'imageId'] as const;
export type ReferenceParam = (typeof REFERENCE_PARAMS)[number];

/**
 * Parameters naming a client as a record of an adviser's client book (issue 10): seen by the
 * client's adviser and by staff of the portal, never by a client — not even the client named, so
 * these are not OWNED_PARAMS (whose records their owner is served). client-book-matrix.api.test.ts
 * attacks every route that takes one.
 */
export const BOOK_PARAMS = ['clientId'] as const;
export type BookParam = (typeof BOOK_PARAMS)[number];

export const isOwnedParam = (name: string): name is OwnedParam => (OWNED_PARAMS as readonly string[]).includes(name);
export const isReferenceParam = (name: string): name is ReferenceParam => (REFERENCE_PARAMS as readonly string[]).includes(name);
export const isBookParam = (name: string): name is BookParam => (BOOK_PARAMS as readonly string[]).includes(name);

/** Path parameters no list above names: a new kind of record the suite must be told about. */
export function unknownParams(routes: DeclaredRoute[]): string[] {
  return routes.flatMap((r) =>
    pathParams(r.url)
      .filter((p) => !isOwnedParam(p) && !isReferenceParam(p) && !isBookParam(p))
      .map((p) => `${r.method} ${r.url} :${p}`),
  );
}

/** A JSON schema as the OpenAPI document carries it (the subset the suite reads). */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  maxLength?: number;
  minLength?: number;
  pattern?: string;
  format?: string;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  items?: JsonSchema;
}

interface OpenApiOperation {
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

/** The JSON body schema of a route, or null when it takes no body. */
export function bodySchemaOf(app: FastifyInstance, route: DeclaredRoute): JsonSchema | null {
  const document = app.swagger() as { paths?: Record<string, Record<string, OpenApiOperation>> };
  const openApiPath = route.url.replace(/:(\w+)/g, '{$1}');
  const operation = document.paths?.[openApiPath]?.[route.method.toLowerCase()];
  return operation?.requestBody?.content?.['application/json']?.schema ?? null;
}

const typesOf = (schema: JsonSchema): string[] => {
  if (schema.anyOf || schema.oneOf) return (schema.anyOf ?? schema.oneOf ?? []).flatMap(typesOf);
  if (schema.const !== undefined) return [typeof schema.const];
  if (schema.enum) return [...new Set(schema.enum.map((v) => (v === null ? 'null' : typeof v)))];
  return Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
};

/** A well-typed value for a schema (not necessarily one the route accepts: patterns are not honoured). */
export function sampleValue(schema: JsonSchema): unknown {
  if (schema.const !== undefined) return schema.const;
  if (schema.enum && schema.enum.length > 0) return schema.enum[0];
  const types = typesOf(schema);
  if (schema.anyOf || schema.oneOf) return sampleValue((schema.anyOf ?? schema.oneOf)![0]!);
  if (types.includes('object')) {
    return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([key, value]) => [key, sampleValue(value)]));
  }
  if (types.includes('string')) return 'a'.repeat(Math.max(1, schema.minLength ?? 1));
  if (types.includes('boolean')) return true;
  if (types.includes('integer') || types.includes('number')) return 1;
  if (types.includes('array')) return [];
  return null;
}

/** A value no accepted type of the schema allows. */
export function wrongTypeValue(schema: JsonSchema): unknown {
  const types = typesOf(schema);
  if (!types.includes('object')) return { injected: { $ne: null } };
  return ['not', 'an', 'object'];
}

/** The string properties of a body schema (top level), with their declared maximum length. */
export function stringProperties(schema: JsonSchema): Array<{ name: string; maxLength: number | undefined }> {
  return Object.entries(schema.properties ?? {})
    .filter(([, value]) => typesOf(value).includes('string') && !value.enum && value.const === undefined)
    .map(([name, value]) => ({ name, maxLength: value.maxLength ?? value.anyOf?.find((s) => s.maxLength !== undefined)?.maxLength }));
}
