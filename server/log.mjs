// The server's log: one JSON line per request and per event, on standard output (pino).
// - Requests: request id (the balancer's X-Request-Id when it sends a sane one, else made here,
//   and sent back in the response by server/index.mjs), method, path WITHOUT the query string
//   (the site's links carry their secrets there) and with any link secret in it masked, status,
//   duration.
// - Everything the app writes with console.* becomes a JSON line too, errors with their stack.
// - Never personal data or secrets: email addresses, bearer tokens and passwords in a message,
//   a stack or an error's fields are replaced before the line is written.
import { randomUUID } from 'node:crypto';
import { format } from 'node:util';
import pino from 'pino';

const EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}.-]+\.[\p{L}]{2,}/gu;
const BEARER = /\b(bearer\s+)[A-Za-z0-9._~+/=-]+/gi;
const SECRET_IN_URL = /\b([a-z][a-z0-9+.-]*:\/\/[^:/\s@]+:)[^@\s]+@/gi;

/**
 * The text with email addresses, bearer tokens and URL passwords replaced.
 * @param {string} text
 * @returns {string}
 */
export function scrub(text) {
  // Every pattern needs an @ or the word bearer; most lines (every request's) have neither.
  if (!text.includes('@') && !/bearer/i.test(text)) return text;
  return text
    .replace(SECRET_IN_URL, '$1[password]@')
    .replace(EMAIL, '[email]')
    .replace(BEARER, '$1[token]');
}

/**
 * @param {unknown} value
 * @returns {unknown}
 */
function scrubValue(value, depth = 0) {
  if (typeof value === 'string') return scrub(value);
  if (value instanceof Error) return scrubValue(pino.stdSerializers.err(value), depth);
  if (depth > 3 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((v) => scrubValue(v, depth + 1));
  /** @type {Record<string, unknown>} */
  const out = {};
  for (const [k, v] of Object.entries(value)) out[k] = scrubValue(v, depth + 1);
  return out;
}

/**
 * The logger. By default it writes to standard output asynchronously: a line waits while the
 * previous write is under way and goes with the next batch, instead of one write system call per
 * request (it cost more than answering a page from the page cache). The lines still pending are
 * written when the process exits, a crash included; only a SIGKILL can lose them.
 * @param {pino.DestinationStream} [destination]
 * @returns {pino.Logger}
 */
export function createLogger(destination = pino.destination({ dest: 1, sync: false })) {
  return pino(
    {
      base: undefined,
      timestamp: pino.stdTimeFunctions.isoTime,
      // Errors are serialized (with their stack) and scrubbed by `formatters.log`.
      serializers: { err: (error) => error },
      formatters: {
        level: (label) => ({ level: label }),
        log: (object) => /** @type {Record<string, unknown>} */ (scrubValue(object)),
      },
      hooks: {
        logMethod(args, method) {
          if (typeof args[0] === 'string') args[0] = scrub(args[0]);
          if (typeof args[1] === 'string') args[1] = scrub(args[1]);
          return method.apply(this, args);
        },
      },
    },
    destination,
  );
}

/**
 * console.* writes JSON lines through `logger` (an Error among the arguments is logged as `err`).
 * @param {pino.Logger} logger
 */
export function routeConsole(logger) {
  /** @type {[name: 'log' | 'info' | 'warn' | 'error' | 'debug', level: pino.Level][]} */
  const levels = [
    ['log', 'info'],
    ['info', 'info'],
    ['warn', 'warn'],
    ['error', 'error'],
    ['debug', 'debug'],
  ];
  for (const [name, level] of levels) {
    console[name] = (/** @type {unknown[]} */ ...args) => {
      const error = args.find((a) => a instanceof Error);
      const rest = args.filter((a) => a !== error);
      const msg = rest.length ? format(...rest) : (error?.message ?? '');
      if (error) logger[level]({ err: error }, msg);
      else logger[level](msg);
    };
  }
}

/** A path segment that is a link secret's shape (43 base64url characters: link-secret.ts). */
const SECRET_SEGMENT = /\/[A-Za-z0-9_-]{43}(?=\/|$)/g;

/**
 * The path a log line records: without its query string, and with any segment shaped like a link
 * secret masked (a retired booking link, /booking/<secret>, still arrives with one).
 * @param {string} [url]
 * @returns {string}
 */
export function loggedPath(url = '/') {
  return (url.split('?')[0] ?? '').replace(SECRET_SEGMENT, '/[secret]');
}

const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * The request's id: the balancer's X-Request-Id when it is a sane token, else a new UUID.
 * @param {{ headers: Record<string, string | string[] | undefined> }} req
 * @returns {string}
 */
export function requestId(req) {
  const given = req.headers['x-request-id'];
  return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
}

/**
 * Logs `req` once its response is finished (or the connection closed before it was). Returns the
 * request's id, which the response carries (X-Request-Id: the caller sends it).
 * @param {pino.Logger} logger
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @returns {string}
 */
export function logRequest(logger, req, res) {
  const start = process.hrtime.bigint();
  const id = requestId(req);
  let done = false;
  const line = () => {
    if (done) return;
    done = true;
    const durationMs = Number(process.hrtime.bigint() - start) / 1e6;
    const path = loggedPath(req.url);
    logger.info(
      {
        reqId: id,
        method: req.method,
        path,
        status: res.statusCode,
        durationMs: Math.round(durationMs * 10) / 10,
        ...(res.writableFinished ? {} : { aborted: true }),
      },
      'request',
    );
  };
  res.once('finish', line);
  res.once('close', line);
  return id;
}
