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

const tokenInfoCache = new Map<string, TokenInfo>();

export async function getTokenInfo(ctx: EvmContext, contract: string): Promise<TokenInfo> {
  const key = `${ctx.chain.chain_name}:${ctx.network}:${contract.toLowerCase()}`;
  const cached = tokenInfoCache.get(key);
  if (cached) return cached;
  const read = async (functionName: 'name' | 'symbol' | 'decimals'): Promise<unknown> =>
    decodeFunctionResult({
      abi: erc20Abi,
      functionName,
      data: await ethCall(ctx, contract, encodeFunctionData({ abi: erc20Abi, functionName } as never)),
    } as never);
  const [name, symbol, decimals] = await Promise.all([read('name'), read('symbol'), read('decimals')]);
  const info: TokenInfo = { name: String(name), symbol: String(symbol), decimals: Number(decimals) };
  tokenInfoCache.set(key, info);
  return info;
}

const infoFunctions = ['name', 'symbol', 'decimals'] as const;

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
  const infoKey = (contract: string) => `${scope}:${contract.toLowerCase()}`;
  const unknownInfo = [...new Map(tokens.map((t) => [infoKey(t), t])).values()].filter(
    (t) => !tokenInfoCache.has(infoKey(t)),
  );
  const reads: EvmRead[] = [
    { kind: 'native', owner },
    ...tokens.map((to): EvmRead => ({
      kind: 'call',
      to,
      data: encodeFunctionData({ abi: erc20Abi, functionName: 'balanceOf', args: [owner] }),
    })),
    ...unknownInfo.flatMap((to) =>
      infoFunctions.map((functionName): EvmRead => ({
        kind: 'call',
        to,
        data: encodeFunctionData({ abi: erc20Abi, functionName }),
      })),
    ),
  ];
  const all = readMany(ctx, reads);
  const outcome = async (i: number) => (await all)[i]!;
  const infoRead = unknownInfo.map(async (contract, k): Promise<void> => {
    const [name, symbol, decimals] = await Promise.all(
      infoFunctions.map(async (f, j) => decoded(await outcome(1 + tokens.length + 3 * k + j), contract, f)),
    );
    tokenInfoCache.set(infoKey(contract), {
      name: String(name),
      symbol: String(symbol),
      decimals: Number(decimals),
    });
  });
  const infoSettled = Promise.allSettled(infoRead);
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
    const info = tokenInfoCache.get(infoKey(contract));
    return {
      asset: { kind: 'token', contract },
      symbol: info?.symbol ?? '',
      decimals: info?.decimals ?? 18,
      ...reading,
    };
  });
  return Promise.all([native, ...tokenReads]);
}
