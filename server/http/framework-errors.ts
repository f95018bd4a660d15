/**
 * Requests refused before any route or hook runs, answered in the envelope like every other
 * refusal instead of Fastify's or Node's English:
 * - Fastify's router (`frameworkErrors`): a path parameter past `maxParamLength` (100 characters)
 *   is a 414, a path that does not decode (`%E0%A4%A`) a 400;
 * - Node's HTTP parser (`clientErrorHandler`, the server's `clientError` event): a request line or
 *   headers past `maxHeaderSize` (16 kB; a 70 kB URL) is a 431, a request that stalls is a 408,
 *   anything unparsable a 400. There is no request object then, only the socket: the answer is
 *   written by hand and the connection closed, as Node itself does.
 */
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { ConnectionError, FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { RULE_MESSAGES, SERVER_MESSAGES } from '../../src/domain/messages.pt.ts';
import { failure } from './envelope.ts';

interface Refusal {
  status: number;
  msg: string;
}

function routerRefusal(code: string): Refusal {
  if (code === 'FST_ERR_MAX_PARAM_LENGTH') return { status: 414, msg: SERVER_MESSAGES.urlTooLong };
  if (code === 'FST_ERR_BAD_URL') return { status: 400, msg: RULE_MESSAGES.invalidRequest };
  // FST_ERR_ASYNC_CONSTRAINT: no route here has an async constraint, so it would be our fault.
  return { status: 500, msg: SERVER_MESSAGES.internalError };
}

/** Fastify's `frameworkErrors` option. */
export function answerRouterError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const { status, msg } = routerRefusal(error.code);
  void reply.status(status).send(failure(status, msg));
}

function parserRefusal(code: string): Refusal {
  if (code === 'HPE_HEADER_OVERFLOW') return { status: 431, msg: SERVER_MESSAGES.requestTooLarge };
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return { status: 408, msg: SERVER_MESSAGES.requestTimeout };
  return { status: 400, msg: RULE_MESSAGES.invalidRequest };
}

/** The raw HTTP/1.1 answer for a socket the parser gave up on. */
export function rawEnvelopeResponse(status: number, msg: string): string {
  const body = JSON.stringify(failure(status, msg));
  return [
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}`,
    'Content-Type: application/json; charset=utf-8',
    `Content-Length: ${Buffer.byteLength(body)}`,
    'Connection: close',
    '',
    body,
  ].join('\r\n');
}

/**
 * The answer in flight on a kept-alive socket: once its head is out, another answer would corrupt
 * it. Node's own fields, read the way its default `clientError` answer reads them.
 */
interface SocketWithResponse extends Socket {
  _httpMessage?: { _headerSent?: boolean } | null;
}

/** Fastify's `clientErrorHandler` option. */
export function answerClientError(error: ConnectionError, socket: Socket): void {
  // A reset connection has nobody to answer (https://nodejs.org/api/http.html#event-clienterror).
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const inFlight = (socket as SocketWithResponse)._httpMessage;
  if (socket.writable && !inFlight?._headerSent) {
    const { status, msg } = parserRefusal(error.code);
    socket.write(rawEnvelopeResponse(status, msg));
  }
  socket.destroy(error);
}
