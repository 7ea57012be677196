/** Small HTTP helpers for the Bitcoin-family providers, on top of net/http (timeouts, zod). */
import type { z } from 'zod';
import { ProviderError, redactUrl } from '../../../net/errors';
import { fetchWithTimeout, requestJson, type HttpOptions } from '../../../net/http';

export type { HttpOptions };

export function getJson<S extends z.ZodType>(
  url: string,
  schema: S,
  o: HttpOptions,
  headers: Record<string, string> = {},
) {
  return requestJson(url, { method: 'GET', headers: { accept: 'application/json', ...headers } }, schema, o);
}

export function postJson<S extends z.ZodType>(
  url: string,
  body: unknown,
  schema: S,
  o: HttpOptions,
  headers: Record<string, string> = {},
) {
  return requestJson(
    url,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    },
    schema,
    o,
  );
}

/** A text answer (mempool-style /tx/{id}/hex and POST /tx). HTTP errors keep the body's reason. */
export async function requestText(url: string, init: RequestInit, o: HttpOptions): Promise<string> {
  const res = await fetchWithTimeout(url, init, o);
  const text = (await res.text()).trim();
  if (!res.ok)
    throw new ProviderError(
      redactUrl(url),
      'http',
      `HTTP ${res.status}${text ? `: ${text.slice(0, 160)}` : ''}`,
    );
  return text;
}

/** Whole satoshis from a JSON number of satoshis (providers send integers). */
export function sats(n: number | string): bigint {
  const s = typeof n === 'number' ? n.toFixed(0) : n;
  if (!/^-?\d+$/.test(s)) throw new Error(`not a whole number of satoshis: ${s}`);
  return BigInt(s);
}

/**
 * Satoshis from a coin amount given as a JSON number with 8 decimals (Bitcoin Core RPC, Blockchair
 * stats). Doubles represent every 8-decimal amount below 21e6 closely enough for toFixed(8) to
 * give the exact digits back, so no arithmetic happens on floats.
 */
export function coinsToSats(n: number | string): bigint {
  const text = typeof n === 'number' ? n.toFixed(8) : n.trim();
  const m = /^(-?)(\d+)(?:\.(\d{0,8}))?$/.exec(text);
  if (!m) throw new Error(`not a coin amount: ${text}`);
  const v = BigInt(m[2]!) * 100_000_000n + BigInt((m[3] ?? '').padEnd(8, '0') || '0');
  return m[1] ? -v : v;
}

export const TXID = /^[0-9a-f]{64}$/i;
export const HEX = /^([0-9a-f]{2})+$/i;
