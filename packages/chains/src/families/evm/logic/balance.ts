/** Native and ERC-20 balances and token info, read in parallel, never a false zero. */
import { decodeFunctionResult, encodeFunctionData, getAddress, type Hex } from 'viem';
import type { Balance, TokenInfo } from '../../../adapter-types';
import { BalanceBook } from '../../../net/balances';
import { ethCall, getNativeBalance } from './calls';
import type { EvmContext } from './context';
import { erc20Abi } from './contracts';

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

/** The native coin and each token, all read at once; failures keep the last known amount (stale). */
export async function getBalances(
  ctx: EvmContext,
  address: string,
  tokens: string[] = [],
): Promise<Balance[]> {
  const owner = getAddress(address);
  const chain = ctx.chain.chain_name;
  const native = ctx.balances
    .read(BalanceBook.key(`${chain}:${ctx.network}`, owner), () => getNativeBalance(ctx, owner))
    .then((r): Balance => ({
      asset: { kind: 'native' },
      symbol: ctx.chain.symbol,
      decimals: ctx.chain.decimals,
      ...r,
    }));
  const tokenReads = tokens.map(async (contract): Promise<Balance> => {
    const key = BalanceBook.key(`${chain}:${ctx.network}`, owner, contract);
    const [reading, info] = await Promise.all([
      ctx.balances.read(key, () => tokenBalance(ctx, contract, owner)),
      getTokenInfo(ctx, contract).catch(() => undefined),
    ]);
    return {
      asset: { kind: 'token', contract },
      symbol: info?.symbol ?? '',
      decimals: info?.decimals ?? 18,
      ...reading,
    };
  });
  return Promise.all([native, ...tokenReads]);
}
