import { type AnyEndpoint, type InputOf, type OutputOf, type ParamsOf, urlOf } from "@otp/contract";
import { http, type RequestOptions } from "./http";

/** Options of a call; an endpoint with path parameters (`:type` in its path) needs them. */
export type CallOptions<E extends AnyEndpoint> = RequestOptions &
  (ParamsOf<E> extends undefined ? { params?: undefined } : { params: ParamsOf<E> });

type CallArgs<E extends AnyEndpoint> =
  ParamsOf<E> extends undefined
    ? InputOf<E> extends undefined
      ? [input?: Record<string, never>, options?: CallOptions<E>]
      : [input: InputOf<E>, options?: CallOptions<E>]
    : [input: InputOf<E> extends undefined ? Record<string, never> : InputOf<E>, options: CallOptions<E>];

/**
 * The one way the web calls the API: a contract endpoint and its input, answered with its
 * output type. Errors follow SPEC §8 (see http.ts); `silent` leaves them to the caller.
 */
export function call<E extends AnyEndpoint>(ep: E, ...args: CallArgs<E>): Promise<OutputOf<E>> {
  const [input, options] = args as [unknown, CallOptions<AnyEndpoint> | undefined];
  const url = options?.params ? urlOf(ep, options.params as Record<string, string | number>) : ep.path;
  return http.post<OutputOf<E>>(url, input ?? {}, options);
}

/** A multipart endpoint (`kind: "upload"`): the form with its files. */
export function upload<E extends AnyEndpoint>(ep: E, form: FormData, options?: RequestOptions): Promise<OutputOf<E>> {
  return http.upload<OutputOf<E>>(ep.path, form, options);
}

export { urlOf };
