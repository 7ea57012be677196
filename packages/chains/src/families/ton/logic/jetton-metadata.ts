/**
 * A jetton's metadata from its master's TEP-64 content: on-chain (0x00, a dictionary
 * sha256(key) → snake text), off-chain (0x01, a URI whose JSON holds the fields) or semi-chain (an
 * on-chain `uri` key: the JSON fills what the dictionary lacks). ipfs:// URIs go through the
 * configured gateway. The JSON is validated with zod; decimals default to 9 (TEP-64). An
 * unreadable or malformed JSON is reported (never a crash): callers show the balance without it.
 */
import { Dictionary, type Cell } from '@ton/core';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex } from '@noble/hashes/utils.js';
import { z } from 'zod';
import type { AdapterConfig, TokenInfo } from '../../../adapter-types';
import { ProviderError } from '../../../net/errors';
import { requestJson } from '../../../net/http';
import type { TonContext } from './context';

export interface TonAdapterConfig extends AdapterConfig {
  /** Base URL of the IPFS HTTP gateway ipfs:// metadata URIs are read through (…/ipfs/<cid>). */
  ipfsGateway?: string;
}

/** The gateway when none is configured: ipfs.io, keyless and public (docs/ton.md). */
export const DEFAULT_IPFS_GATEWAY = 'https://ipfs.io';

export interface JettonInfo extends TokenInfo {
  /** The metadata's image URL, when it names one. */
  image?: string;
}

/** What a metadata read gives: the info, and whether every part of it was read (else not cached). */
export interface JettonMetadata {
  info: JettonInfo;
  complete: boolean;
}

const DEFAULT_DECIMALS = 9;

/** TEP-64 fields; decimals as a string (the standard) or a number (seen in the wild). */
const offChainJson = z.object({
  name: z.string().max(200).optional(),
  symbol: z.string().max(50).optional(),
  decimals: z.union([z.string().regex(/^\d{1,3}$/), z.number().int()]).optional(),
  image: z.string().max(2000).optional(),
});
type Fields = { name?: string; symbol?: string; decimals?: string | number; image?: string; uri?: string };

const KEY = (name: string) => BigInt(`0x${bytesToHex(sha256(new TextEncoder().encode(name)))}`);

function snakeText(value: Cell): string {
  const v = value.beginParse();
  // TEP-64: a value cell starts with the snake-format prefix 0x00, written or not by minters.
  if (v.remainingBits >= 8 && v.preloadUint(8) === 0) v.skip(8);
  return v.loadStringTail();
}

/** The content cell's own fields, and the URI to read the rest from. */
export function parseContent(content: Cell): Fields {
  const s = content.beginParse();
  const layout = s.loadUint(8);
  if (layout === 1) return { uri: s.loadStringTail() };
  if (layout !== 0) throw new Error(`Unknown jetton content layout 0x${layout.toString(16)}`);
  const dict = s.loadDict(Dictionary.Keys.BigUint(256), Dictionary.Values.Cell());
  const out: Fields = {};
  for (const name of ['name', 'symbol', 'decimals', 'image', 'uri'] as const) {
    const value = dict.get(KEY(name));
    if (value) out[name] = snakeText(value);
  }
  return out;
}

/** ipfs://<cid>/<path> → <gateway>/ipfs/<cid>/<path>; only http(s) is read otherwise. */
export function metadataUrl(uri: string, gateway: string): string {
  const text = uri.trim();
  if (text.startsWith('ipfs://')) {
    const path = text.slice('ipfs://'.length).replace(/^ipfs\//, '');
    return `${gateway.replace(/\/+$/, '')}/ipfs/${path}`;
  }
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new Error(`The jetton metadata URI is not a URL: ${text.slice(0, 100)}`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new Error(`The jetton metadata URI's scheme ${url.protocol} is not read`);
  return url.toString();
}

async function readOffChain(ctx: TonContext, uri: string): Promise<z.infer<typeof offChainJson>> {
  const config = ctx.config as TonAdapterConfig;
  const url = metadataUrl(uri, config.ipfsGateway ?? DEFAULT_IPFS_GATEWAY);
  const fetchImpl = config.fetch ?? ((input, init) => fetch(input, init));
  return requestJson(url, { headers: { accept: 'application/json' } }, offChainJson, {
    fetch: fetchImpl,
    timeoutMs: ctx.timeouts.explorerMs,
  });
}

/** The jetton's info from its content; throws only when neither part names it. */
export async function jettonMetadata(ctx: TonContext, content: Cell): Promise<JettonMetadata> {
  const own = parseContent(content);
  let fetched: Fields = {};
  let problem: string | undefined;
  if (own.uri) {
    try {
      fetched = await readOffChain(ctx, own.uri);
    } catch (e) {
      // The provider's host and what went wrong (unreachable, timeout, HTTP status, malformed).
      problem =
        e instanceof ProviderError
          ? `${e.provider} ${e.kind === 'network' ? 'unreachable' : e.kind} (${e.message})`
          : e instanceof Error
            ? e.message
            : String(e);
    }
  }
  // On-chain values win over the off-chain JSON (semi-chain content).
  const f: Fields = { ...fetched, ...withoutUndefined(own) };
  const decimals = f.decimals === undefined ? DEFAULT_DECIMALS : Number(f.decimals);
  if (!f.name || !f.symbol || !Number.isInteger(decimals) || decimals < 0 || decimals > 255) {
    if (problem) throw new Error(`The jetton metadata could not be read: ${problem}`);
    throw new Error('The jetton metadata has no name, symbol or valid decimals');
  }
  return {
    info: { name: f.name, symbol: f.symbol, decimals, ...(f.image ? { image: f.image } : {}) },
    complete: problem === undefined,
  };
}

function withoutUndefined(f: Fields): Fields {
  return Object.fromEntries(Object.entries(f).filter(([, v]) => v !== undefined)) as Fields;
}
