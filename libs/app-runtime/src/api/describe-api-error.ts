import { toApiError } from './api-error';

export const ErrorSentences = {
  network: 'Unable to connect to server. Please check your connection and try again.',
  server: 'Something went wrong on our side. Please try again in a moment.',
  generic: 'Something went wrong. Please try again.',
} as const;

/** "name: Name is required" reads "Name is required." to a person; the field is already beside it. */
function asSentence(message: string, field?: string): string {
  const withoutField = field && message.startsWith(`${field}: `) ? message.slice(field.length + 2) : message;
  const trimmed = withoutField.trim();
  const capitalised = trimmed.charAt(0).toUpperCase() + trimmed.slice(1);
  return /[.!?]$/.test(capitalised) ? capitalised : `${capitalised}.`;
}

/**
 * The sentence a person reads when a call failed: the server's own message where it wrote one for
 * people (4xx), the caller's fallback or a plain sentence otherwise. Never a status code or raw JSON.
 */
export function describeApiError(error: unknown, fallback?: string): string {
  const apiError = toApiError(error);
  if (apiError.status === 'FETCH_ERROR') return ErrorSentences.network;
  if (apiError.status === 'PARSING_ERROR' || apiError.status >= 500) return fallback ?? ErrorSentences.server;
  const message = apiError.body?.message;
  if (typeof message === 'string' && message.trim()) return asSentence(message, apiError.body?.field);
  return fallback ?? ErrorSentences.generic;
}
