/**
 * Balances (spec §7): TRX from wallet/getaccount (through the 10 s account cache), TRC-20 tokens
 * from balanceOf via triggerconstantcontract. An account the network does not hold has 0 (fresh);
 * a failed read is never a zero (BalanceBook).
 */
import type { Balance, TokenInfo } from '../../../adapter-types';
import { BalanceBook } from '../../../net/balances';
import { balanceOfParameter, BALANCE_OF, decodeString, decodeUint } from './abi';
import { validateTronAddress } from './address';
import type { TronContext } from './context';

export function checkAddress(text: string, what: string): string {
  const c = validateTronAddress(text);
  if (!c.valid) throw new Error(`${what}: ${c.reason}`);
  return c.normalized;
}

export async function trxBalance(ctx: TronContext, owner: string): Promise<bigint> {
  return BigInt((await ctx.account(owner)).balance ?? 0);
}

async function constant(ctx: TronContext, owner: string, contract: string, selector: string, parameter = '') {
  const r = await ctx.grid.constantCall(owner, contract, selector, parameter);
  if (r.result.result !== true) throw new Error(`The token contract ${contract} did not answer ${selector}`);
  return r.constant_result?.[0];
}

export async function tokenBalance(ctx: TronContext, owner: string, contract: string): Promise<bigint> {
  return decodeUint(await constant(ctx, owner, contract, BALANCE_OF, balanceOfParameter(owner)));
}

const infoCache = new Map<string, Promise<TokenInfo>>();

export function tokenInfo(ctx: TronContext, contract: string): Promise<TokenInfo> {
  const c = checkAddress(contract, 'Invalid token contract');
  const key = `${ctx.network}:${c}`;
  let hit = infoCache.get(key);
  if (!hit) {
    hit = (async () => {
      const [name, symbol, decimals] = await Promise.all([
        constant(ctx, c, c, 'name()').then(decodeString),
        constant(ctx, c, c, 'symbol()').then(decodeString),
        constant(ctx, c, c, 'decimals()').then(decodeUint),
      ]);
      if (decimals > 77n) throw new Error(`The token ${c} gives ${decimals} decimals`);
      return { name, symbol, decimals: Number(decimals) };
    })();
    hit.catch(() => infoCache.delete(key));
    infoCache.set(key, hit);
  }
  return hit;
}

export async function getBalances(ctx: TronContext, address: string, tokens: string[]): Promise<Balance[]> {
  const owner = checkAddress(address, 'Invalid address');
  const scope = `${ctx.chain.chain_name}:${ctx.network}`;
  const native = ctx.balances
    .read(BalanceBook.key(scope, owner), () => trxBalance(ctx, owner))
    .then((r): Balance => ({
      asset: { kind: 'native' },
      symbol: ctx.chain.symbol,
      decimals: ctx.chain.decimals,
      ...r,
    }));
  const held = tokens.map(async (contract): Promise<Balance> => {
    const info = await tokenInfo(ctx, contract).catch(() => ({ symbol: '', decimals: 0 }));
    const r = await ctx.balances.read(BalanceBook.key(scope, owner, contract), () =>
      tokenBalance(ctx, owner, contract),
    );
    return { asset: { kind: 'token', contract }, symbol: info.symbol, decimals: info.decimals, ...r };
  });
  return Promise.all([native, ...held]);
}
