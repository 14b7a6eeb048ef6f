import { STATUS_CODES } from 'node:http';
import {
  type AccountErrorCode,
  type ApiError,
  type BillingErrorCode,
  type ChatErrorCode,
  ErrorCode,
} from '@riffmate/contract';
import type { FastifyReply } from 'fastify';

/** Every stable error code the API answers with. */
export type AnyErrorCode = ErrorCode | AccountErrorCode | ChatErrorCode | BillingErrorCode;

/**
 * An error whose status, code and message are safe to show the client as they are.
 * Anything else that reaches the error handler becomes a generic 500 (or 503 for store outages).
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: AnyErrorCode,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'AppError';
  }
}

export const badRequest = (message: string, code: AnyErrorCode = ErrorCode.BadRequest) =>
  new AppError(400, code, message);
export const unauthorized = (message = 'Please sign in to continue.') =>
  new AppError(401, ErrorCode.Unauthorized, message);
export const forbidden = (message: string, code: AnyErrorCode = ErrorCode.Forbidden) =>
  new AppError(403, code, message);
export const notFound = (message = 'Not found.') => new AppError(404, ErrorCode.NotFound, message);

/** The one error body of the API (docs/architecture.md). */
export function errorBody(statusCode: number, code: AnyErrorCode, message: string): ApiError {
  return { statusCode, code, error: STATUS_CODES[statusCode] ?? 'Error', message };
}

export function sendError(reply: FastifyReply, statusCode: number, code: AnyErrorCode, message: string) {
  return reply
    .code(statusCode)
    .type('application/json; charset=utf-8')
    .send(errorBody(statusCode, code, message));
}
