/** Native and ERC-20 balances and token info, one request per network, never a false zero. */
import { decodeFunctionResult, encodeFunctionData, getAddress, type Hex } from 'viem';
import type { Balance, TokenInfo } from '../../../adapter-types';
import { BalanceBook } from '../../../net/balances';
import { ProviderError } from '../../../net/errors';
import { ethCall } from './calls';
import type { EvmContext } from './context';
import { erc20Abi } from './contracts';
import { readMany, type EvmRead, type ReadOutcome } from './reads';

export async function tokenBalance(ctx: EvmContext, contract: string, owner: string): Promise<bigint> {
  const data = encodeFunctionData({ abi: erc20Abi, functionName: 'balanceOf', args: [owner as Hex] });
  return decodeFunctionResult({
    abi: erc20Abi,
    functionName: 'balanceOf',
    data: await ethCall(ctx, contract, data),
  });
}

/** Per adapter (as in the other families): a token's name, symbol and decimals never change. */
const infoCaches = new WeakMap<EvmContext, Map<string, TokenInfo>>();
function infoCache(ctx: EvmContext): Map<string, TokenInfo> {
  let cache = infoCaches.get(ctx);
  if (!cache) infoCaches.set(ctx, (cache = new Map()));
  return cache;
}

const infoFunctions = ['name', 'symbol', 'decimals'] as const;

const infoReads = (to: string): EvmRead[] =>
  infoFunctions.map((functionName) => ({
    kind: 'call',
    to,
    data: encodeFunctionData({ abi: erc20Abi, functionName }),
  }));

/** The token's info from its three reads (throws the first one's error); kept for the adapter. */
function infoFrom(ctx: EvmContext, contract: string, outcomes: ReadOutcome[]): TokenInfo {
  const [name, symbol, decimals] = infoFunctions.map((f, j) => decoded(outcomes[j]!, contract, f));
  const info: TokenInfo = { name: String(name), symbol: String(symbol), decimals: Number(decimals) };
  infoCache(ctx).set(contract.toLowerCase(), info);
  return info;
}

/** name, symbol and decimals in one request (reads.ts). */
export async function getTokenInfo(ctx: EvmContext, contract: string): Promise<TokenInfo> {
  const cached = infoCache(ctx).get(contract.toLowerCase());
  if (cached) return cached;
  return infoFrom(ctx, contract, await readMany(ctx, infoReads(contract)));
}

/** A call's return data decoded, or the token's provider error (never a zero). */
function decoded<F extends 'balanceOf' | (typeof infoFunctions)[number]>(
  o: ReadOutcome,
  contract: string,
  functionName: F,
) {
  if (!o.ok) throw o.error;
  try {
    return decodeFunctionResult({ abi: erc20Abi, functionName, data: o.value as Hex } as never) as unknown;
  } catch {
    throw new ProviderError(o.provider, 'malformed', `${functionName} of ${contract}: not an ERC-20 answer`);
  }
}

/**
 * The native coin and each token in one request to the network (reads.ts: Multicall3, else a
 * batch), with the name, symbol and decimals of tokens not seen before in the same request.
 * A read that fails keeps the last known amount (stale), for that asset only.
 */
export async function getBalances(
  ctx: EvmContext,
  address: string,
  tokens: string[] = [],
): Promise<Balance[]> {
  const owner = getAddress(address);
  const scope = `${ctx.chain.chain_name}:${ctx.network}`;
  const known = infoCache(ctx);
  const balanceOfOwner = encodeFunctionData({ abi: erc20Abi, functionName: 'balanceOf', args: [owner] });
  const unknownInfo = [...new Map(tokens.map((t) => [t.toLowerCase(), t])).values()].filter(
    (t) => !known.has(t.toLowerCase()),
  );
  const reads: EvmRead[] = [
    { kind: 'native', owner },
    ...tokens.map((to): EvmRead => ({ kind: 'call', to, data: balanceOfOwner })),
    ...unknownInfo.flatMap(infoReads),
  ];
  const all = readMany(ctx, reads);
  const outcome = async (i: number) => (await all)[i]!;
  const infoStart = 1 + tokens.length;
  const infoSettled = Promise.allSettled(
    unknownInfo.map(async (contract, k) =>
      infoFrom(ctx, contract, (await all).slice(infoStart + 3 * k, infoStart + 3 * k + 3)),
    ),
  );
  const native = ctx.balances
    .read(BalanceBook.key(scope, owner), async () => {
      const o = await outcome(0);
      if (!o.ok) throw o.error;
      return o.value as bigint;
    })
    .then((r): Balance => ({
      asset: { kind: 'native' },
      symbol: ctx.chain.symbol,
      decimals: ctx.chain.decimals,
      ...r,
    }));
  const tokenReads = tokens.map(async (contract, i): Promise<Balance> => {
    const reading = await ctx.balances.read(BalanceBook.key(scope, owner, contract), async () =>
      BigInt(decoded(await outcome(1 + i), contract, 'balanceOf') as bigint),
    );
    await infoSettled;
    const info = known.get(contract.toLowerCase());
    return {
      asset: { kind: 'token', contract },
      symbol: info?.symbol ?? '',
      decimals: info?.decimals ?? 18,
      ...reading,
    };
  });
  return Promise.all([native, ...tokenReads]);
}
