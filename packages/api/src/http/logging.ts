/**
 * Structured logs (pino, through Fastify). Secrets never reach a log line: credential headers, the
 * client ids that key registrations, upstream API keys and database URLs are redacted wherever they appear.
 */
import type { FastifyServerOptions } from 'fastify';

export const REDACTED = '[redacted]';

const SECRET_HEADERS = [
  'authorization',
  'x-api-key',
  'x-client-id',
  'x-cmc_pro_api_key',
  'cookie',
  'set-cookie',
];
const SECRET_FIELDS = [
  'apiKey',
  'apiKeys',
  'cmcApiKeys',
  'clientId',
  'masterClientId',
  'databaseUrl',
  'redisUrl',
  'password',
];

export const REDACT_PATHS = [
  ...SECRET_HEADERS.flatMap((h) => [`req.headers["${h}"]`, `headers["${h}"]`, `res.headers["${h}"]`]),
  ...SECRET_FIELDS.flatMap((f) => [f, `*.${f}`, `body.${f}`, `req.body.${f}`]),
];

export interface LogOptions {
  level?: string;
  /** Where log lines go (tests capture them); stdout when absent. */
  stream?: { write(line: string): void };
}

export function loggerOptions(options: LogOptions | false | undefined): FastifyServerOptions['logger'] {
  if (options === false) return false;
  return {
    level: options?.level ?? 'info',
    redact: { paths: REDACT_PATHS, censor: REDACTED },
    ...(options?.stream ? { stream: options.stream } : {}),
    serializers: {
      req(req: { method: string; url: string; headers: Record<string, unknown>; ip?: string }) {
        // The path only: query strings are not logged, and headers are logged through the redaction above.
        return {
          method: req.method,
          path: req.url.split('?')[0],
          headers: req.headers,
          remoteAddress: req.ip,
        };
      },
    },
  } as FastifyServerOptions['logger'];
}
