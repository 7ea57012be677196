/**
 * The FIL balance from Lotus (Filecoin.WalletBalance, one round trip). A failed read keeps the
 * last known amount (BalanceBook), never a false 0; an address the chain never saw answers "0",
 * a real answer.
 */
import type { Balance } from '../../../adapter-types';
import { BalanceBook } from '../../../net/balances';
import { validateFilecoinAddress } from './address';
import type { FilecoinContext } from './context';

export async function getBalances(ctx: FilecoinContext, address: string): Promise<Balance[]> {
  const check = validateFilecoinAddress(address, ctx.network);
  if (!check.valid) throw new Error(`Invalid address: ${check.reason}`);
  const key = BalanceBook.key(`${ctx.chain.chain_name}:${ctx.network}`, check.normalized);
  const reading = await ctx.balances.read(key, () => ctx.lotus.balance(check.normalized));
  return [{ asset: { kind: 'native' }, symbol: ctx.chain.symbol, decimals: ctx.chain.decimals, ...reading }];
}
