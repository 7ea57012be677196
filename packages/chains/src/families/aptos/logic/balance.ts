/**
 * The APT balance in one call (POST /view 0x1::coin::balance<AptosCoin>). A failed read keeps the
 * last known amount (BalanceBook), never a false 0; an account the chain never saw answers 0.
 * With warmHistory the first history page is readied beside it (logic/warm-up.ts), never after it
 * and never waited for: the balance's answer, latency and errors are the same either way.
 */
import type { Balance } from '../../../adapter-types';
import { BalanceBook } from '../../../net/balances';
import { longAptosAddress, validateAptosAddress } from './address';
import type { AptosContext } from './context';

export async function getBalances(ctx: AptosContext, address: string): Promise<Balance[]> {
  const check = validateAptosAddress(address);
  if (!check.valid) throw new Error(`Invalid address: ${check.reason}`);
  ctx.warmUp?.start(longAptosAddress(check.normalized));
  const key = BalanceBook.key(`${ctx.chain.chain_name}:${ctx.network}`, check.normalized);
  const reading = await ctx.balances.read(key, () => ctx.node.balance(check.normalized));
  return [{ asset: { kind: 'native' }, symbol: ctx.chain.symbol, decimals: ctx.chain.decimals, ...reading }];
}
