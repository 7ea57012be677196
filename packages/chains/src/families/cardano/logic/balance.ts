/**
 * The ADA balance from the product API's raw address answer. A failed read is never a zero
 * (BalanceBook keeps the last known one).
 */
import type { Balance } from '../../../adapter-types';
import { BalanceBook } from '../../../net/balances';
import { checkAddress } from './address-key';
import type { CardanoContext } from './context';

export async function getBalances(ctx: CardanoContext, address: string): Promise<Balance[]> {
  const owner = checkAddress(address, ctx.network, 'Invalid address');
  const scope = `${ctx.chain.chain_name}:${ctx.network}`;
  const r = await ctx.balances.read(
    BalanceBook.key(scope, owner),
    async () => (await ctx.client.address(owner)).balance,
  );
  return [{ asset: { kind: 'native' }, symbol: ctx.chain.symbol, decimals: ctx.chain.decimals, ...r }];
}
