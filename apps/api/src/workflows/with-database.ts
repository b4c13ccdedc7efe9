import type { Database } from '../db/client';

/** Turns a step taking `(db, request)` into the `(request)` a route calls. */
export function withDatabase(db: Database) {
  return <Request, Result>(step: (db: Database, request: Request) => Result) =>
    (request: Request) =>
      step(db, request);
}
