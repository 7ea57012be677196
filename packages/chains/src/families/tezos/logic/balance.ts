/**
 * The tez balance from the node (contracts/{addr}/balance). A failed read keeps the last known
 * amount (BalanceBook), never a false 0; an account the chain never saw answers 0, a real answer.
 */
import type { Balance } from '../../../adapter-types';
import { BalanceBook } from '../../../net/balances';
import { validateTezosAddress } from './address';
import type { TezosContext } from './context';

export async function getBalances(ctx: TezosContext, address: string): Promise<Balance[]> {
  const check = validateTezosAddress(address);
  if (!check.valid) throw new Error(`Invalid address: ${check.reason}`);
  const key = BalanceBook.key(`${ctx.chain.chain_name}:${ctx.network}`, check.normalized);
  const reading = await ctx.balances.read(key, () => ctx.node.balance(check.normalized));
  return [{ asset: { kind: 'native' }, symbol: ctx.chain.symbol, decimals: ctx.chain.decimals, ...reading }];
}
