/**
 * The native balance (spec §7: bank balances; uatom or rune). An address the chain has never seen
 * holds 0; a failed read is never a zero (BalanceBook keeps the last known amount).
 */
import type { Balance } from '../../../adapter-types';
import { BalanceBook } from '../../../net/balances';
import { validateCosmosAddress } from './address';
import type { CosmosContext } from './context';

export function checkAddress(ctx: CosmosContext, text: string, what: string): string {
  const c = validateCosmosAddress(text, ctx.prefix);
  if (!c.valid) throw new Error(`${what}: ${c.reason}`);
  return c.normalized;
}

export async function getBalances(ctx: CosmosContext, address: string): Promise<Balance[]> {
  const owner = checkAddress(ctx, address, 'Invalid address');
  const key = BalanceBook.key(`${ctx.chain.chain_name}:${ctx.network}`, owner);
  const r = await ctx.balances.read(key, () => ctx.lcd.balance(owner, ctx.denom));
  return [{ asset: { kind: 'native' }, symbol: ctx.chain.symbol, decimals: ctx.chain.decimals, ...r }];
}
