/**
 * The DOT balance (the account's free balance from System.Account). An account the chain does not
 * hold has 0 (fresh); a failed read is never a zero (BalanceBook keeps the last known one).
 */
import type { Balance } from '../../../adapter-types';
import { BalanceBook } from '../../../net/balances';
import { networkDecimals } from '../../../registry/decimals';
import { accountStorageKey, decodeAccountInfo, type AccountInfo } from './account';
import { checkAddress } from './address-key';
import type { PolkadotContext } from './context';

export async function readAccount(ctx: PolkadotContext, key: Uint8Array): Promise<AccountInfo> {
  return decodeAccountInfo(await ctx.rpc.storage(accountStorageKey(key)));
}

export async function getBalances(ctx: PolkadotContext, address: string): Promise<Balance[]> {
  const owner = checkAddress(address, ctx.network, 'Invalid address');
  const scope = `${ctx.chain.chain_name}:${ctx.network}`;
  const r = await ctx.balances.read(
    BalanceBook.key(scope, owner.address),
    async () => (await readAccount(ctx, owner.key)).free,
  );
  // The network's decimals: Westend's WND has 12 where DOT has 10.
  const decimals = networkDecimals(ctx.chain, ctx.network);
  return [{ asset: { kind: 'native' }, symbol: ctx.chain.symbol, decimals, ...r }];
}
