import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** How a response body is read: JSON checked against a schema, or plain text (CSV, SVG …). */
export type EndpointResponse = z.ZodType | 'text';

/** One API endpoint: everything a caller needs to call it and read its answer. */
export interface EndpointDefinition {
  method: HttpMethod;
  /** Under `/api`, with `:name` path parameters, e.g. `/plubots/:id/flow`. */
  path: `/${string}`;
  /** The JSON body's schema; `'multipart'` for a `FormData` body. */
  body?: z.ZodType | 'multipart';
  /** The query string's schema. */
  query?: z.ZodType;
  response: EndpointResponse;
  /** False for endpoints called without the bearer token (sign-up, login …). */
  auth?: boolean;
}

/** The names of the `:params` of a path: `'/a/:id/b/:v'` → `'id' | 'v'`. */
export type PathParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** The data an endpoint answers with. */
export type EndpointData<E extends EndpointDefinition> = E['response'] extends z.ZodType
  ? z.infer<E['response']>
  : string;

/** The body an endpoint takes (never when it takes none). */
export type EndpointBody<E extends EndpointDefinition> = E['body'] extends z.ZodType
  ? z.input<E['body']>
  : E['body'] extends 'multipart'
    ? FormData
    : never;

/**
 * Declares an endpoint once, keeping its literal path and schemas in the type so callers get typed
 * params, body and data.
 * @example const getFlow = defineEndpoint({ method: 'GET', path: '/plubots/:id/flow', response: flowResponseSchema });
 */
export function defineEndpoint<const E extends EndpointDefinition>(endpoint: E): E {
  return endpoint;
}

/**
 * Fills a path's `:params` (each value URL-encoded).
 * @example buildEndpointPath('/plubots/:id/flow', { id: 'a b' }) // '/plubots/a%20b/flow'
 */
export function buildEndpointPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:(\w+)/g, (_whole, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${path}`);
    return encodeURIComponent(String(value));
  });
}
