/**
 * The HBAR balance from the mirror node (GET /api/v1/accounts/{id}, limit 1, transactions
 * false). An alias with no account yet answers 404: a real zero. A failed read keeps the last
 * known amount (BalanceBook), never a false 0.
 */
import type { Balance } from '../../../adapter-types';
import { BalanceBook } from '../../../net/balances';
import type { HederaContext } from './context';
import { checkedAddress, lookup } from './lookup';

export async function getBalances(ctx: HederaContext, address: string): Promise<Balance[]> {
  const normalized = checkedAddress(ctx, address, 'account');
  const key = BalanceBook.key(`${ctx.chain.chain_name}:${ctx.network}`, normalized);
  const reading = await ctx.balances.read(key, async () => {
    const { found } = await lookup(ctx, normalized);
    return found ? BigInt(found.balance.balance) : 0n;
  });
  return [{ asset: { kind: 'native' }, symbol: ctx.chain.symbol, decimals: ctx.chain.decimals, ...reading }];
}
