/**
 * The XRP balance from account_info on the last validated ledger. An account not on the ledger
 * holds 0 (a real answer); a failed read keeps the last known amount (BalanceBook), never a false 0.
 */
import type { Balance } from '../../../adapter-types';
import { BalanceBook } from '../../../net/balances';
import type { RippleContext } from './context';
import { validateRippleAddress } from './address';

export async function getBalances(ctx: RippleContext, address: string): Promise<Balance[]> {
  const check = validateRippleAddress(address);
  if (!check.valid) throw new Error(`Invalid address: ${check.reason}`);
  const key = BalanceBook.key(`${ctx.chain.chain_name}:${ctx.network}`, check.normalized);
  const reading = await ctx.balances.read(
    key,
    async () => (await ctx.rpc.accountInfo(check.normalized, 'validated'))?.balance ?? 0n,
  );
  return [{ asset: { kind: 'native' }, symbol: ctx.chain.symbol, decimals: ctx.chain.decimals, ...reading }];
}
