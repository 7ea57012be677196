/**
 * The two HTTP chores every devnet node's server shares: reading a request body with a size cap,
 * and answering JSON. Each node keeps its own routes and answer shapes.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';

/** A body past the cap; servers answer it as a bad request (or as they answer a broken stream). */
export class BodyTooLargeError extends Error {
  constructor() {
    super('request body too large');
  }
}

/** The whole body as UTF-8 text; rejects with `tooLarge()` (default BodyTooLargeError) past `maxBytes`. */
export function readBody(
  req: IncomingMessage,
  maxBytes: number,
  tooLarge: () => Error = () => new BodyTooLargeError(),
): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (c: Buffer) => {
      size += c.length;
      if (size > maxBytes) {
        reject(tooLarge());
        req.destroy();
      } else chunks.push(c);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

/** Answers `body` as JSON with `status` (the content type is the provider's, when it has its own). */
export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  contentType = 'application/json',
): void {
  res.writeHead(status, { 'content-type': contentType }).end(JSON.stringify(body));
}
