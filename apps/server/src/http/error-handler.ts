import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { ErrorCode } from '@riffmate/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isStoreUnavailable } from '../db/store-errors.ts';
import { AppError, errorBody, sendError } from './errors.ts';

const GENERIC_500 = 'Something went wrong on our side. Please try again.';
const STORE_DOWN = 'The service is temporarily unavailable. Please try again in a moment.';
export const RETRY_AFTER_SECONDS = 5;
/** SQLSTATEs of text the store cannot hold: character_not_in_repertoire, untranslatable_character. */
const UNSTORABLE_TEXT = new Set(['22021', '22P05']);

const CODE_BY_STATUS: Record<number, ErrorCode> = {
  400: ErrorCode.BadRequest,
  401: ErrorCode.Unauthorized,
  403: ErrorCode.Forbidden,
  404: ErrorCode.NotFound,
  413: ErrorCode.PayloadTooLarge,
  415: ErrorCode.UnsupportedMediaType,
  429: ErrorCode.RateLimited,
};

interface ValidationIssue {
  instancePath: string;
  message?: string;
  params?: Record<string, unknown>;
}

/**
 * The one error handler: every failure leaves as `{ statusCode, code, error, message }`.
 * Client errors keep a message that helps the user; server errors say only that it was our fault,
 * and the real error goes to the log with the request id.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const { statusCode, code, message } = classify(error, request);
    // A Retry-After the app already chose (the model provider's) stands.
    if (statusCode === 503 && !reply.hasHeader('retry-after')) {
      reply.header('retry-after', String(RETRY_AFTER_SECONDS));
    }
    if (error instanceof AppError && statusCode >= 500) {
      // A failure the app answered on purpose (billing or the model provider down …).
      request.log.warn({ err: error, code }, 'request failed');
    } else if (statusCode === 503) {
      request.log.warn({ err: error }, 'store unavailable');
    } else if (statusCode >= 500) {
      request.log.error({ err: error }, 'request failed');
    } else {
      request.log.info({ code, reason: error.message }, 'request rejected');
    }
    return sendError(reply, statusCode, code, message);
  });
}

/** Errors Fastify raises before routing (malformed URL, failed async constraint). */
export function frameworkErrorResponder(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  request.log.info({ code: error.code, reason: error.message }, 'request rejected');
  return sendError(reply, 400, ErrorCode.BadRequest, 'Malformed request URL.');
}

/**
 * Errors Node's HTTP parser raises before Fastify sees a request (headers or URL over 16 KB, broken
 * HTTP, header timeout): the same error shape as everywhere else, then the socket closes.
 */
export function clientErrorResponder(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [statusCode, message] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'The request URL or headers are too large.']
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'The request took too long to arrive.']
        : [400, 'Malformed HTTP request.'];
  const body = JSON.stringify(errorBody(statusCode, ErrorCode.BadRequest, message));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${statusCode} ${STATUS_CODES[statusCode]}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        'Content-Type: application/json; charset=utf-8\r\nX-Content-Type-Options: nosniff\r\n' +
        `Connection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

function classify(error: FastifyError, request: FastifyRequest) {
  if (error instanceof AppError) {
    return { statusCode: error.statusCode, code: error.code, message: error.message };
  }
  if (Array.isArray(error.validation)) {
    return {
      statusCode: 400,
      code: ErrorCode.ValidationFailed,
      message: describeValidation(error.validation, error.validationContext),
    };
  }
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return { statusCode: 400, code: ErrorCode.BadRequest, message: 'Malformed JSON body.' };
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return { statusCode: 400, code: ErrorCode.BadRequest, message: 'The JSON body is empty.' };
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return {
        statusCode: 413,
        code: ErrorCode.PayloadTooLarge,
        message: `The request body is larger than ${request.routeOptions.bodyLimit ?? 'the limit of'} bytes.`,
      };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return {
        statusCode: 415,
        code: ErrorCode.UnsupportedMediaType,
        message: 'Unsupported content type. Send application/json.',
      };
  }
  if (UNSTORABLE_TEXT.has(String((error as { code?: unknown }).code))) {
    // PostgreSQL refuses NUL and invalid characters in text ("invalid byte sequence"): the input's fault.
    return {
      statusCode: 400,
      code: ErrorCode.BadRequest,
      message: 'The request contains characters that are not allowed (such as a NUL byte).',
    };
  }
  if (isStoreUnavailable(error)) {
    return { statusCode: 503, code: ErrorCode.Unavailable, message: STORE_DOWN };
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    // Framework and plugin client errors (bad content length, rate limit …) describe the request.
    return {
      statusCode: status,
      code: CODE_BY_STATUS[status] ?? ErrorCode.BadRequest,
      message: error.message,
    };
  }
  return { statusCode: 500, code: ErrorCode.Internal, message: GENERIC_500 };
}

const CONTEXT_LABEL: Record<string, string> = {
  body: 'request body',
  querystring: 'query string',
  params: 'path',
  headers: 'headers',
};

/** "Invalid request body: email is required; password: Too small: expected …" */
function describeValidation(issues: ValidationIssue[], context: string | undefined): string {
  const details = issues.map((issue) => {
    const missing = issue.params?.missingProperty;
    const path = issue.instancePath.split('/').filter(Boolean);
    if (typeof missing === 'string') path.push(missing);
    const field = path.join('.');
    const message = issue.message ?? 'is invalid';
    if (!field) return message;
    if (typeof missing === 'string' || /received undefined$/.test(message)) return `${field} is required`;
    return `${field}: ${message}`;
  });
  return `Invalid ${CONTEXT_LABEL[context ?? ''] ?? 'request'}: ${details.join('; ')}`;
}
