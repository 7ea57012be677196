/** Reading a loaded Horizon account: balances in stroops, the reserve it keeps, its trustlines. */
import { parseUnits } from '../../../units';
import type { CreditBalance, HorizonAccount } from '../network/schemas';
import type { CreditAsset } from './asset';
import { ASSET_DECIMALS, BASE_RESERVE } from './rules';

export const stroops = (text: string): bigint => parseUnits(text, ASSET_DECIMALS);

export function nativeBalance(account: HorizonAccount): bigint {
  const entry = account.balances.find((b) => b.asset_type === 'native');
  return entry ? stroops(entry.balance) : 0n;
}

export function trustline(account: HorizonAccount, asset: CreditAsset): CreditBalance | undefined {
  return account.balances.find(
    (b): b is CreditBalance =>
      b.asset_type !== 'native' &&
      b.asset_type !== 'liquidity_pool_shares' &&
      b.asset_code === asset.code &&
      b.asset_issuer === asset.issuer,
  );
}

/**
 * What the account may spend in XLM: its balance less the minimum balance it must keep
 * ((2 + subentries + sponsoring − sponsored) × base reserve) and what open offers sell.
 */
export function spendableNative(account: HorizonAccount): bigint {
  const entries =
    2n +
    BigInt(account.subentry_count) +
    BigInt(account.num_sponsoring ?? 0) -
    BigInt(account.num_sponsored ?? 0);
  const native = account.balances.find((b) => b.asset_type === 'native');
  const selling =
    native && 'selling_liabilities' in native && native.selling_liabilities
      ? stroops(native.selling_liabilities)
      : 0n;
  const left = nativeBalance(account) - entries * BASE_RESERVE - selling;
  return left > 0n ? left : 0n;
}
