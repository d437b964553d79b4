import { HttpError } from 'react-admin';
import { translate } from '@i18n/translate';

/**
 * Every failure of a call is react-admin's own `HttpError(message, status, body)` with a Korean
 * message, so react-admin's notifications and form error mapping work unchanged. The failures the
 * client finds itself (no answer, no answer in time, an answer it cannot read) carry
 * `body: { failure: kind }`; the others carry the server's status and body.
 */
export type FailureKind =
  'network' | 'timeout' | 'badReply' | 'unauthorized' | 'forbidden' | 'notFound' | 'conflict' | 'invalid' | 'refused' | 'server' | 'unknown';

type ClientFailure = 'network' | 'timeout' | 'badReply';

const HANGUL = /[\uac00-\ud7a3]/;

const clientFailure = (kind: ClientFailure, status = 0): HttpError => new HttpError(translate(`trust.failure.${kind}`), status, { failure: kind });

/** The request never got an answer (server down, connection refused, offline). */
export const networkFailure = (): HttpError => clientFailure('network');

/** No answer within the request timeout. */
export const timeoutFailure = (): HttpError => clientFailure('timeout');

/** An answer the caller cannot read: HTML, empty, truncated JSON, or not the expected shape. */
export const badReplyFailure = (status = 200): HttpError => clientFailure('badReply', status);

export const isHttpError = (error: unknown): error is HttpError => error instanceof HttpError;

function bodyFailure(body: unknown): ClientFailure | undefined {
  if (!body || typeof body !== 'object' || !('failure' in body)) return undefined;
  const { failure } = body;
  return failure === 'network' || failure === 'timeout' || failure === 'badReply' ? failure : undefined;
}

/** What kind of failure an error is (a plain Error, e.g. a bug, is 'unknown'). */
export function failureKind(error: unknown): FailureKind {
  if (!isHttpError(error)) return 'unknown';
  const own = bodyFailure(error.body);
  if (own) return own;
  const { status } = error;
  if (status === 401) return 'unauthorized';
  if (status === 403) return 'forbidden';
  if (status === 404) return 'notFound';
  if (status === 409) return 'conflict';
  if (status >= 500) return 'server';
  if (status >= 400) return 'invalid';
  if (status >= 200 && status < 300) return 'refused';
  return 'unknown';
}

/** The server's `msg` when it is a Korean sentence (an English or empty one is never shown). */
export function serverMessage(body: unknown): string | undefined {
  if (!body || typeof body !== 'object' || !('msg' in body) || typeof body.msg !== 'string') return undefined;
  const msg = body.msg.trim();
  return msg && HANGUL.test(msg) ? msg : undefined;
}

/** The Korean sentence of a status the server did not explain. */
export function statusMessage(status: number): string {
  if (status === 403) return translate('trust.failure.forbidden');
  if (status === 404) return translate('trust.failure.notFound');
  if (status === 409) return translate('trust.failure.conflict');
  if (status >= 500) return translate('trust.failure.server', { status });
  return translate('trust.failure.status', { status });
}

/** A non-2xx answer: the server's Korean `msg`, else the sentence of its status. */
export const statusFailure = (status: number, body: unknown): HttpError => new HttpError(serverMessage(body) ?? statusMessage(status), status, body);

/** A 200 whose `result` is not '0000': the server's Korean `msg`, else a generic refusal. */
export const refusedFailure = (body: unknown): HttpError => new HttpError(serverMessage(body) ?? translate('trust.failure.refused'), 200, body);

/** The Korean sentence to show for any error (a non-Korean message never reaches the screen). */
export function failureMessage(error: unknown): string {
  if (error instanceof Error && HANGUL.test(error.message)) return error.message;
  if (isHttpError(error)) return statusMessage(error.status);
  return translate('trust.failure.badReply');
}
