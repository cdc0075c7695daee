import type { z } from 'zod';

/** HTTP methods of the API (DESIGN.md §4: reads are GET with a query, everything else POST with JSON). */
export type EndpointMethod = 'GET' | 'POST';

/**
 * A typed endpoint contract: method, URL below `/api`, the schema of the query (GET) or JSON body
 * (POST) and the schema of the answer's `data`. The server's route and the web's call both take it,
 * so the URL is written once and a changed payload or answer fails the typecheck on both sides.
 * The handler returns the output schema's input type, the caller reads its output type (the JSON
 * as sent: a `Date` the handler returns reads as text, see `timestampAnswer`).
 */
export type Endpoint<
  I extends z.ZodType | undefined = z.ZodType | undefined,
  O extends z.ZodType = z.ZodType,
> = {
  readonly method: EndpointMethod;
  /** Path below `/api`, with its leading slash, e.g. `/sys/role/menuTree`. */
  readonly url: string;
  readonly input: I;
  readonly output: O;
  /** One line for the API documentation. */
  readonly summary?: string;
};

/** What a caller sends to an endpoint (`undefined` when it takes nothing). */
export type EndpointInput<E extends Endpoint> = E['input'] extends z.ZodType
  ? z.input<E['input']>
  : undefined;

/** What the handler of an endpoint receives once the input is parsed. */
export type EndpointParsedInput<E extends Endpoint> = E['input'] extends z.ZodType
  ? z.output<E['input']>
  : undefined;

/** The `data` of an endpoint's answer as the caller reads it. */
export type EndpointOutput<E extends Endpoint> = z.output<E['output']>;

/** Declares an endpoint contract (see {@link Endpoint}). */
export function defineEndpoint<O extends z.ZodType, I extends z.ZodType | undefined = undefined>(def: {
  method: EndpointMethod;
  url: `/${string}`;
  input?: I;
  output: O;
  summary?: string;
}): Endpoint<I, O> {
  return {
    method: def.method,
    url: def.url,
    input: def.input as I,
    output: def.output,
    ...(def.summary ? { summary: def.summary } : {}),
  };
}
