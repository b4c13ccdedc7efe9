import type { FastifyInstance } from 'fastify';

/**
 * Every route of `scope` must declare what it answers per status (`schema.response`), a
 * success among them. Fastify then sends a handler's answer only through its status's
 * schema (the zod serializer compiler set in app.ts), so a field the schema does not allow
 * fails the request loudly instead of reaching a browser. Checked as each route is added:
 * a route without one stops the server from starting, rather than going out unchecked.
 */
export function requireResponseSchemas(scope: FastifyInstance): void {
  scope.addHook('onRoute', (route) => {
    const statuses = Object.keys(route.schema?.response ?? {});
    if (!statuses.some((status) => /^[23]/.test(status))) {
      const methods = [route.method].flat().join(',');
      throw new Error(`${methods} ${route.url} declares no response schema for its success status (schema.response)`);
    }
  });
}
