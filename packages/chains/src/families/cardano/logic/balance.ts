/**
 * The ADA balance and native-asset balances from one product API raw address answer (each asset
 * summed over the address's UTXOs). A failed read is never a zero (BalanceBook keeps the last
 * known one).
 */
import type { Balance } from '../../../adapter-types';
import { BalanceBook } from '../../../net/balances';
import type { RawAddress } from '../network/schemas';
import { checkAddress } from './address-key';
import { heldQuantity, nativeAssetInfo, parseUnit } from './assets';
import type { CardanoContext } from './context';

export async function getBalances(
  ctx: CardanoContext,
  address: string,
  tokens: string[] = [],
): Promise<Balance[]> {
  const owner = checkAddress(address, ctx.network, 'Invalid address');
  const units = tokens.map(parseUnit);
  const scope = `${ctx.chain.chain_name}:${ctx.network}`;
  // One answer for the coin and every asset.
  let answer: Promise<RawAddress> | undefined;
  const raw = () => (answer ??= ctx.client.address(owner));
  const native = ctx.balances
    .read(BalanceBook.key(scope, owner), async () => (await raw()).balance)
    .then((r): Balance => ({
      asset: { kind: 'native' },
      symbol: ctx.chain.symbol,
      decimals: ctx.chain.decimals,
      ...r,
    }));
  const assets = units.map(async (unit): Promise<Balance> => {
    const r = await ctx.balances.read(BalanceBook.key(scope, owner, unit), async () =>
      heldQuantity(await raw(), unit),
    );
    const info = nativeAssetInfo(unit);
    return { asset: { kind: 'token', contract: unit }, symbol: info.symbol, decimals: info.decimals, ...r };
  });
  return Promise.all([native, ...assets]);
}
