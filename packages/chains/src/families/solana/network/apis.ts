/**
 * The Solana HTTP APIs beside the node (spec §7): the token-list search (query, start 0, limit 1)
 * for a mint's name, symbol, decimals and icon, and the staking validators list (a stakewiz-style
 * GET returning vote_identity, name, image, website, apy_estimate and activated_stake in SOL).
 */
import { z } from 'zod';
import type { FetchLike } from '../../../net/http';
import { requestJson, withQuery } from '../../../net/http';
import { firstAnswer } from '../../../net/pool';

export interface ApiOptions {
  fetch: FetchLike;
  timeoutMs: number;
}

const tokenListAnswer = z.object({
  content: z.array(
    z.object({
      address: z.string(),
      name: z.string(),
      symbol: z.string(),
      decimals: z.number().int().min(0).max(255),
      logoURI: z.string().nullable().optional(),
      logoUri: z.string().nullable().optional(),
    }),
  ),
});

export interface TokenListEntry {
  name: string;
  symbol: string;
  decimals: number;
  icon: string | null;
}

/** The first token-list entry for `mint`, or null when the list has none. */
export async function searchTokenList(
  bases: readonly string[],
  mint: string,
  chainId: number,
  o: ApiOptions,
): Promise<TokenListEntry | null> {
  const a = await firstAnswer(`token list entry of ${mint}`, bases, (base) =>
    requestJson(
      withQuery(`${base.replace(/\/+$/, '')}/v1/search`, { query: mint, chainId, start: 0, limit: 1 }),
      { method: 'GET' },
      tokenListAnswer,
      o,
    ),
  );
  const hit = a.content.find((t) => t.address === mint);
  return hit
    ? { name: hit.name, symbol: hit.symbol, decimals: hit.decimals, icon: hit.logoURI ?? hit.logoUri ?? null }
    : null;
}

const validatorsAnswer = z.array(
  z.object({
    vote_identity: z.string().regex(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/),
    name: z.string().nullable().optional(),
    image: z.string().nullable().optional(),
    website: z.string().nullable().optional(),
    apy_estimate: z.number().nullable().optional(),
    activated_stake: z.number().nonnegative(),
  }),
);

export type ValidatorRecord = z.infer<typeof validatorsAnswer>[number];

export function fetchValidators(urls: readonly string[], o: ApiOptions): Promise<ValidatorRecord[]> {
  return firstAnswer('validators list', urls, (url) =>
    requestJson(url, { method: 'GET' }, validatorsAnswer, o),
  );
}
