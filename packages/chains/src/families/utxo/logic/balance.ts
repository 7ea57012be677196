/** Balance of one address (confirmed + unconfirmed change), never a false zero (BalanceBook). */
import type { Balance } from '../../../adapter-types';
import { BalanceBook } from '../../../net/balances';
import type { UtxoContext } from './context';
import { validateUtxoAddress } from './address';

export async function getBalances(ctx: UtxoContext, address: string): Promise<Balance[]> {
  const check = validateUtxoAddress(ctx.chain, address, ctx.network);
  if (!check.valid) throw new Error(`Invalid address: ${check.reason}`);
  const key = BalanceBook.key(`${ctx.chain.chain_name}:${ctx.network}`, check.normalized);
  const reading = await ctx.balances.read(key, async () => {
    const b = await ctx.providers.read(`balance of ${check.normalized}`, (p) => p.balance(check.normalized));
    const total = b.confirmed + b.unconfirmed;
    return total < 0n ? 0n : total;
  });
  return [{ asset: { kind: 'native' }, symbol: ctx.chain.symbol, decimals: ctx.chain.decimals, ...reading }];
}
