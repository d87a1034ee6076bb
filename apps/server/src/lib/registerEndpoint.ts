import type { EndpointDefinition } from '@plubot/contracts';
import type {
  ContextConfigDefault,
  FastifyBaseLogger,
  FastifyInstance,
  FastifySchema,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerBase,
  RouteGenericInterface,
  RouteHandlerMethod,
  RouteOptions,
  RouteShorthandOptions,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';

/** Where the endpoint table lives: every `endpoint.path` is under it. */
export const API_PREFIX = '/api';

/** The status codes a route may answer its contract's response with. */
export type SuccessCode = 200 | 201;

/** A Fastify instance typed by fastify-type-provider-zod, as `FastifyPluginAsyncZod` gives it. */
type ZodApp<Server extends RawServerBase> = FastifyInstance<
  Server,
  RawRequestDefaultExpression<Server>,
  RawReplyDefaultExpression<Server>,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** The route's own response codes, if it names any. */
type OwnResponse<Own> = Own extends { response: infer R } ? R : unknown;

/**
 * The schema a route of endpoint `E` runs with: the route's own schema (`Own`: params, tags, extra
 * response codes …) with the contract's body (unless `ParsedByHandler`), query and response (at
 * each of `Codes`).
 */
export type EndpointRouteSchema<
  E extends EndpointDefinition,
  Own extends FastifySchema,
  Codes extends SuccessCode,
  ParsedByHandler extends boolean,
> = Omit<Own, 'body' | 'querystring' | 'response'> & {
  body: ParsedByHandler extends true ? undefined : E['body'] extends z.ZodType ? E['body'] : undefined;
  querystring: E['query'] extends z.ZodType ? E['query'] : undefined;
} & (E['response'] extends z.ZodType
    ? { response: OwnResponse<Own> & { [Code in Codes]: E['response'] } }
    : Own extends { response: infer R }
      ? { response: R }
      : unknown);

/** What a route adds to its endpoint: hooks, config, its own schema parts and how it succeeds. */
export type EndpointRouteOptions<
  Server extends RawServerBase,
  E extends EndpointDefinition,
  Own extends FastifySchema,
  Codes extends SuccessCode,
  ParsedByHandler extends boolean,
> = Omit<
  RouteShorthandOptions<
    Server,
    RawRequestDefaultExpression<Server>,
    RawReplyDefaultExpression<Server>,
    RouteGenericInterface,
    ContextConfigDefault,
    EndpointRouteSchema<E, Own, Codes, ParsedByHandler>,
    ZodTypeProvider,
    FastifyBaseLogger
  >,
  'schema'
> & {
  /** The route's own schema: params, tags, security, other response codes. Never body, query or the success response. */
  schema?: Own & { body?: never; querystring?: never };
  /** The codes the contract's response is answered with; `[200]` unless the route creates (`[201]`, `[200, 201]`). */
  successCodes?: readonly Codes[];
  /**
   * The body is not validated by the route but by the handler itself (a body that may come as
   * multipart or JSON), with the contract's schema; `request.body` is then `unknown`.
   */
  bodyParsedByHandler?: ParsedByHandler;
};

/**
 * Registers the route of an endpoint of the table in `@plubot/contracts` (`API`): its method and
 * path, the body schema (a zod body; `'multipart'` has none), the query schema and the response
 * schema (a zod response, at `successCodes`; `'text'` has none) all come from the endpoint, so the
 * route cannot drift from what the web client is typed with. The route keeps its own hooks, config
 * (rate limits), params schema, tags, other response codes and serializer. The path is made relative
 * to the plugin's prefix (`/api`, `/api/auth` …); the handler is typed from the merged schema as with
 * `app.get`/`app.post` under `FastifyPluginAsyncZod`.
 * @example
 * registerEndpoint(
 *   app,
 *   API.getFlow,
 *   { preHandler: app.authenticate, schema: { tags: ['flows'], params: z.object({ id: z.string() }) } },
 *   async (request) => ({ success: true as const, ...(await readFlow(request.params.id)) }),
 * );
 */
export function registerEndpoint<
  Server extends RawServerBase,
  const E extends EndpointDefinition,
  const Own extends FastifySchema = Record<never, never>,
  Codes extends SuccessCode = 200,
  ParsedByHandler extends boolean = false,
>(
  app: ZodApp<Server>,
  endpoint: E,
  options: EndpointRouteOptions<Server, E, Own, Codes, ParsedByHandler>,
  handler: RouteHandlerMethod<
    Server,
    RawRequestDefaultExpression<Server>,
    RawReplyDefaultExpression<Server>,
    RouteGenericInterface,
    ContextConfigDefault,
    EndpointRouteSchema<E, Own, Codes, ParsedByHandler>,
    ZodTypeProvider,
    FastifyBaseLogger
  >,
): void {
  const { schema: own, successCodes = [200], bodyParsedByHandler, ...rest } = options;
  const schema: FastifySchema = { ...own };
  if (typeof endpoint.body === 'object' && !bodyParsedByHandler) schema.body = endpoint.body;
  if (endpoint.query) schema.querystring = endpoint.query;
  if (endpoint.response !== 'text') {
    const response: Record<number, unknown> = { ...(own?.response as Record<number, unknown> | undefined) };
    for (const code of successCodes) response[code] = endpoint.response;
    schema.response = response;
  }
  app.route({
    ...rest,
    method: endpoint.method,
    url: toRouteUrl(app.prefix, endpoint.path),
    schema,
    handler,
  } as unknown as RouteOptions<Server>);
}

/** An endpoint's path relative to the prefix of the plugin that registers it (`''` becomes `'/'`, as before). */
function toRouteUrl(prefix: string, path: string): string {
  const full = `${API_PREFIX}${path}`;
  const rest = full.slice(prefix.length);
  if (!full.startsWith(prefix) || (rest !== '' && !rest.startsWith('/'))) {
    throw new Error(`Endpoint ${path} cannot be registered under the prefix ${prefix}`);
  }
  return rest || '/';
}
