/**
 * One upstream call to an exchange or off-ramp provider: a deadline, the provider's JSON read with
 * every number kept as its exact decimal text (lossless-json), and one error type for every way the
 * provider can fail (unreachable, slow, refused, malformed). Keys never appear in the messages.
 */
import { isLosslessNumber, parse } from 'lossless-json';
import type { z } from 'zod';
import { toPlainDecimal } from '../prices/decimal-quotes';

export const PROVIDER_TIMEOUT_MS = 10_000;

/** kind: 'refused' = the provider answered 4xx (its reason is passed on); 'fault' = its failure. */
export class ProviderError extends Error {
  override name = 'ProviderError';
  constructor(
    readonly provider: string,
    readonly kind: 'refused' | 'fault',
    message: string,
    readonly status?: number,
  ) {
    super(message);
  }
}

/** Every JSON number becomes its plain decimal text, so amounts never pass through a double. */
function decimalsAsText(node: unknown): unknown {
  if (isLosslessNumber(node)) return toPlainDecimal(node.value);
  if (Array.isArray(node)) return node.map(decimalsAsText);
  if (node && typeof node === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(node)) out[k] = decimalsAsText(v);
    return out;
  }
  return node;
}

/** The provider's own reason from an error body (ChangeNOW: error/message; MoonPay: message). */
function reasonOf(body: unknown): string | undefined {
  if (!body || typeof body !== 'object') return undefined;
  const b = body as Record<string, unknown>;
  const text = [b.message, b.error].find((v) => typeof v === 'string' && v.length > 0) as string | undefined;
  return text?.slice(0, 200);
}

export interface ProviderCall {
  provider: string;
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: unknown;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

export async function callProvider<S extends z.ZodType>(call: ProviderCall, schema: S): Promise<z.infer<S>> {
  const f = call.fetch ?? fetch;
  const timeout = call.timeoutMs ?? PROVIDER_TIMEOUT_MS;
  let res: Response;
  let text: string;
  try {
    res = await f(call.url, {
      method: call.method ?? 'GET',
      headers: {
        accept: 'application/json',
        ...(call.body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...call.headers,
      },
      ...(call.body !== undefined ? { body: JSON.stringify(call.body) } : {}),
      signal: AbortSignal.timeout(timeout),
    });
    text = await res.text();
  } catch (e) {
    const timedOut = (e as Error).name === 'TimeoutError' || (e as Error).name === 'AbortError';
    throw new ProviderError(
      call.provider,
      'fault',
      timedOut ? `${call.provider} did not answer within ${timeout} ms` : `${call.provider} is unreachable`,
    );
  }
  let body: unknown;
  try {
    body = decimalsAsText(parse(text));
  } catch {
    body = undefined;
  }
  if (
    res.status >= 400 &&
    res.status < 500 &&
    res.status !== 401 &&
    res.status !== 403 &&
    res.status !== 429
  ) {
    throw new ProviderError(
      call.provider,
      'refused',
      reasonOf(body) ?? `${call.provider} refused the request`,
      res.status,
    );
  }
  if (!res.ok)
    throw new ProviderError(call.provider, 'fault', `${call.provider} answered HTTP ${res.status}`);
  if (body === undefined)
    throw new ProviderError(call.provider, 'fault', `${call.provider} answered non-JSON`);
  const checked = schema.safeParse(body);
  if (!checked.success) {
    const where = checked.error.issues[0]?.path.join('.') || 'the answer';
    throw new ProviderError(call.provider, 'fault', `${call.provider} answered a malformed ${where}`);
  }
  return checked.data;
}

/** A positive decimal amount as the providers write it ("0.1", "1500"). */
export const DECIMAL = /^\d{1,30}(\.\d{1,30})?$/;
