import {
  buildEndpointPath,
  type EndpointBody,
  type EndpointData,
  type EndpointDefinition,
  type PathParamNames,
} from '@plubot/contracts';
import type { z } from 'zod';
import { ApiError, sendApiRequest } from './apiClient';
import { takePrefetchedGet } from './requestPrefetch';

type ParamsOption<E extends EndpointDefinition> = [PathParamNames<E['path']>] extends [never]
  ? { params?: undefined }
  : { params: Record<PathParamNames<E['path']>, string | number> };

type BodyOption<E extends EndpointDefinition> = [EndpointBody<E>] extends [never]
  ? { body?: undefined }
  : { body: EndpointBody<E> };

type QueryOption<E extends EndpointDefinition> = E['query'] extends z.ZodType
  ? { query?: Partial<z.input<E['query']>> }
  : { query?: undefined };

/**
 * What a call of endpoint `E` takes: its path params, body and query, typed from the table, and
 * request headers of its own (a visitor's `x-visitor-token`, for instance).
 */
export type CallApiOptions<E extends EndpointDefinition> = ParamsOption<E> &
  BodyOption<E> &
  QueryOption<E> & { signal?: AbortSignal; timeoutMs?: number; headers?: Record<string, string> };

type CallApiArgs<E extends EndpointDefinition> =
  object extends CallApiOptions<E> ? [options?: CallApiOptions<E>] : [options: CallApiOptions<E>];

/** In development and tests every answer is checked against its schema; production trusts it. */
const VALIDATE_RESPONSES = import.meta.env.DEV || import.meta.env.MODE === 'test';

/**
 * Calls an endpoint of the table in `@plubot/contracts` (`API`) with typed params, body and query,
 * and returns its typed data. A JSON answer that does not fit the endpoint's schema throws
 * `ApiError` with code `INVALID_RESPONSE` (checked in development and tests).
 * @example const { flow } = await callApi(API.getFlow, { params: { id } });
 */
export async function callApi<E extends EndpointDefinition>(
  endpoint: E,
  ...[options]: CallApiArgs<E>
): Promise<EndpointData<E>> {
  const { params, body, query, signal, timeoutMs, headers } = (options ?? {}) as {
    params?: Record<string, string | number>;
    body?: unknown;
    query?: Record<string, unknown>;
    signal?: AbortSignal;
    timeoutMs?: number;
    headers?: Record<string, string>;
  };
  const path = buildEndpointPath(endpoint.path, params) + toQueryString(query);
  const send = () =>
    sendApiRequest(path, {
      method: endpoint.method,
      ...(body === undefined ? {} : { body }),
      auth: endpoint.auth !== false,
      ...(signal ? { signal } : {}),
      ...(timeoutMs ? { timeoutMs } : {}),
      ...(headers ? { headers } : {}),
    });
  // A prefetch went without the call's own headers: such a call is always sent as it is.
  const early = endpoint.method === 'GET' && !headers ? takePrefetchedGet(path) : undefined;
  // A prefetch that failed is asked again, as if it had never been sent.
  const data = early ? await early.catch(send) : await send();
  if (endpoint.response === 'text') return (typeof data === 'string' ? data : JSON.stringify(data)) as never;
  if (VALIDATE_RESPONSES) {
    const parsed = endpoint.response.safeParse(data);
    if (!parsed.success) throw new ApiError(200, '', 'INVALID_RESPONSE', undefined, data);
  }
  return data as EndpointData<E>;
}

function toQueryString(query: Record<string, unknown> | undefined): string {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}
