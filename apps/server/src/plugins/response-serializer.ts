import type { FastifySerializerCompiler } from 'fastify';
import fastJsonStringify from 'fast-json-stringify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

type Serializer = (data: unknown) => string;
type SerializerCompiler = (route: { schema: unknown; method: string; url: string; httpStatus?: string }) => Serializer;

/**
 * Response serialisation with the route's own schema (issue 15). fastify-type-provider-zod's
 * serializer checks every response against its zod schema and then calls JSON.stringify: 0.84 ms
 * for a year's performance (250 history points), a third of that request's CPU. Each response
 * schema is turned into JSON Schema once (zod's own toJSONSchema, as the OpenAPI document is) and
 * compiled by fast-json-stringify, Fastify's own serialiser, which writes only the properties the
 * schema names (objects are closed in zod's output schemas, so nothing undeclared leaves the server,
 * as with zod) in 0.10 ms for the same response.
 *
 * A schema JSON Schema cannot say (a transform, a date object) keeps zod's serialiser. With `check`
 * (the test apps), every response is serialised both ways and a difference is an error, so the
 * whole API suite compares the two on every response it reads; zod's check of the response's types
 * runs there too.
 */
export function responseSerializerCompiler({ check }: { check: boolean }): FastifySerializerCompiler<unknown> {
  const viaZod = zodSerializerCompiler as unknown as SerializerCompiler;
  const compile: SerializerCompiler = (route) => {
    let chosen: Serializer | null = null;
    // Compiled on a route's first response of that status, not as the server starts: the portal has
    // some 150 routes with their error statuses, and most statuses of most routes are never sent.
    const serializer = () => (chosen ??= chooseSerializer(route, viaZod, check));
    return (data) => serializer()(data);
  };
  return compile as unknown as FastifySerializerCompiler<unknown>;
}

function chooseSerializer(route: Parameters<SerializerCompiler>[0], viaZod: SerializerCompiler, check: boolean): Serializer {
  const fast = route.schema instanceof z.ZodType ? compiled(route.schema) : null;
  if (!fast) return viaZod(route); // not expressible in JSON Schema: zod's serialiser, as before
  if (!check) return fast;
  const expectedOf = viaZod(route);
  return (data) => {
    const expected = expectedOf(data);
    const written = fast(data);
    if (written !== expected) {
      throw new Error(`${route.method} ${route.url}: the compiled serialiser wrote ${written.slice(0, 300)}, zod ${expected.slice(0, 300)}`);
    }
    return written;
  };
}

/** fast-json-stringify's serialiser of a zod schema's JSON Schema, or null when zod cannot say it in JSON Schema. */
function compiled(schema: z.ZodType): Serializer | null {
  try {
    return fastJsonStringify(z.toJSONSchema(schema, { io: 'output', target: 'draft-7' }) as Parameters<typeof fastJsonStringify>[0]) as Serializer;
  } catch {
    return null;
  }
}

/**
 * The serialiser a route with this 200 schema writes its responses with, outside a request (the
 * stored figures, modules/accounts/stored-figures.ts, are written ahead as the route would write them).
 */
export function jsonSerializerOf(schema: z.ZodType): Serializer {
  return compiled(schema) ?? ((data) => JSON.stringify(schema.parse(data)));
}
