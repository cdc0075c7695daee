import type { Endpoint, EndpointInput, EndpointOutput } from '@freightdesk/domain';
import { type Params, type RequestOptions, request } from './http.ts';

/** Options of a contract call: everything of {@link request} but what the contract fixes. */
export type EndpointCallOptions = Omit<RequestOptions, 'method' | 'params' | 'data'>;

type CallArgs<E extends Endpoint> =
  EndpointInput<E> extends undefined
    ? [input?: undefined, opts?: EndpointCallOptions]
    : [input: EndpointInput<E>, opts?: EndpointCallOptions];

/**
 * Calls a domain endpoint contract through {@link request} (headers, encryption, codes, loading bar):
 * a GET sends the input as its query, a POST as its JSON body; resolves with the answer's `data`
 * typed by the contract's output schema.
 */
export function callEndpoint<E extends Endpoint>(
  endpoint: E,
  ...[input, opts = {}]: CallArgs<E>
): Promise<EndpointOutput<E>> {
  return endpoint.method === 'GET'
    ? request<EndpointOutput<E>>(endpoint.url, {
        ...opts,
        method: 'GET',
        params: input as Params | undefined,
      })
    : request<EndpointOutput<E>>(endpoint.url, { ...opts, method: 'POST', data: input ?? {} });
}
