import type { ApiErrorBody } from '@anchor/contracts';

/** What every failed call of the shared api rejects with: a status and a sentence a person can read. */
export type ApiError = {
  status: number | 'FETCH_ERROR' | 'PARSING_ERROR';
  /** `${status}: ${bodyText || statusText}` for HTTP errors; the browser's message for network errors. */
  message: string;
  body?: Partial<ApiErrorBody> & { code?: string };
};

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

export const isApiError = (value: unknown): value is ApiError =>
  isRecord(value) &&
  (typeof value.status === 'number' || value.status === 'FETCH_ERROR' || value.status === 'PARSING_ERROR') &&
  typeof value.message === 'string';

/** Normalises whatever a mutation's `unwrap()` or a query's `error` holds. */
export function toApiError(error: unknown): ApiError {
  if (isApiError(error)) return error;
  if (isRecord(error) && 'status' in error && 'data' in error) {
    const status = typeof error.status === 'number' ? error.status : 'FETCH_ERROR';
    return { status, message: `${String(error.status)}: ${JSON.stringify(error.data)}` };
  }
  if (error instanceof Error) return { status: 'FETCH_ERROR', message: error.message };
  return { status: 'FETCH_ERROR', message: String(error) };
}
