import { FetchError, ofetch } from 'ofetch';
import { shellConfig } from '@/config/shell';

type Method = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  query?: Record<string, unknown>;
  headers?: HeadersInit;
  signal?: AbortSignal;
  /** Extra attempts on a retryable status. Idempotent methods default to 1, the others to 0. */
  retry?: number;
  /** Milliseconds before the request is abandoned (status 0). */
  timeout?: number;
}

/** The only error this client throws; `status` is 0 when no HTTP response arrived. */
export class ApiError extends Error {
  override name = 'ApiError';
  readonly status: number;
  readonly fieldErrors?: Record<string, string>;

  constructor(
    message: string,
    status: number,
    fieldErrors?: Record<string, string>,
    cause?: unknown,
  ) {
    super(message, { cause });
    this.status = status;
    if (fieldErrors) this.fieldErrors = fieldErrors;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

const api = ofetch.create({
  headers: { accept: 'application/json' },
  // A copy, because ofetch wants a mutable array and the config is deeply readonly.
  retryStatusCodes: [...shellConfig.http.retryStatusCodes],
  retryDelay: 50,
});

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Accepts `{ field: message | [message, ...] }` or `[{ field | path, message }]`. */
function normaliseFieldErrors(errors: unknown): Record<string, string> | undefined {
  const entries: [string, unknown][] = Array.isArray(errors)
    ? errors.filter(isRecord).map((issue) => {
        const key = issue.field ?? issue.path;
        return [Array.isArray(key) ? key.join('.') : String(key ?? ''), issue.message];
      })
    : isRecord(errors)
      ? Object.entries(errors)
      : [];
  const result: Record<string, string> = {};
  for (const [field, message] of entries) {
    const text = Array.isArray(message) ? message[0] : message;
    if (field && typeof text === 'string' && !(field in result)) result[field] = text;
  }
  return Object.keys(result).length > 0 ? result : undefined;
}

function toApiError(error: unknown, signal: AbortSignal | undefined): ApiError {
  if (error instanceof ApiError) return error;
  const status = error instanceof FetchError ? (error.status ?? 0) : 0;
  if (status === 0) {
    // ofetch wraps the fetch failure; its cause tells a timeout from a dropped connection.
    const cause: unknown = error instanceof Error ? error.cause : undefined;
    const timedOut = isRecord(cause) && cause.name === 'TimeoutError';
    const message = signal?.aborted
      ? 'Request was aborted'
      : timedOut
        ? 'Request timed out'
        : 'Network request failed';
    return new ApiError(message, 0, undefined, error);
  }
  const data: unknown = (error as FetchError).data;
  const body = isRecord(data) ? data : {};
  const serverMessage = [body.message, body.error].find(
    (value): value is string => typeof value === 'string' && value.length > 0,
  );
  const message =
    serverMessage ||
    (error as FetchError).statusText ||
    `Request failed with status ${String(status)}`;
  return new ApiError(message, status, normaliseFieldErrors(body.errors), error);
}

async function request<T>(method: Method, url: string, body: unknown, options: RequestOptions) {
  const { retry, timeout, signal, ...rest } = options;
  // Only GET and HEAD are safe to repeat without the caller's say-so.
  const defaultRetry = method === 'GET' || method === 'HEAD' ? 1 : 0;
  // ofetch ignores `timeout` when a signal is given, so combine the two ourselves.
  const combined =
    signal && timeout ? AbortSignal.any([signal, AbortSignal.timeout(timeout)]) : signal;
  try {
    return await api<T>(url, {
      ...rest,
      method,
      body: body as Record<string, unknown> | BodyInit | undefined,
      retry: retry ?? defaultRetry,
      signal: combined,
      timeout: combined ? undefined : timeout,
    });
  } catch (error) {
    throw toApiError(error, signal);
  }
}

export const http = {
  get: <T>(url: string, options: RequestOptions = {}) => request<T>('GET', url, undefined, options),
  head: (url: string, options: RequestOptions = {}) =>
    request<void>('HEAD', url, undefined, options),
  post: <T>(url: string, body?: unknown, options: RequestOptions = {}) =>
    request<T>('POST', url, body, options),
  put: <T>(url: string, body?: unknown, options: RequestOptions = {}) =>
    request<T>('PUT', url, body, options),
  patch: <T>(url: string, body?: unknown, options: RequestOptions = {}) =>
    request<T>('PATCH', url, body, options),
  delete: <T>(url: string, options: RequestOptions = {}) =>
    request<T>('DELETE', url, undefined, options),
};
