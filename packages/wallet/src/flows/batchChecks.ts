/**
 * Checks before a batch is signed (spec app-layer §5 and docs/wallet.md "Batch"):
 * - the fee check: the batch's native amounts plus its fee must fit the native balance, else the
 *   spec's 'Insufficient balance for {symbol} on {chain}. Required: X, Available: Y';
 * - consent: a batch that delegates the account (EIP-7702 on EVM chains) to a contract it does
 *   not delegate to yet is sent only with the person's consent to that contract.
 */
import { formatUnits, getChain, type AccountDelegation, type PreparedTransfer } from '@kestrel/chains';
import { insufficientBalance, WalletRuleError } from '../rules/messages';
import type { WalletCoin } from '../store/types';

/** The batch's native total (its native calls and the fee) against the coin's known balance. */
export function batchFeeRefusal(coin: WalletCoin, p: PreparedTransfer): string | null {
  if (coin.totalBalance === undefined || coin.balanceState?.state === 'unavailable') return null;
  const native = (p.intent.calls ?? [])
    .filter((c) => (c.asset ?? { kind: 'native' }).kind === 'native')
    .reduce((sum, c) => sum + c.amount, p.fee);
  const balance = BigInt(coin.totalBalance);
  if (native <= balance) return null;
  const show = (v: bigint) => formatUnits(v, coin.decimal);
  return insufficientBalance(coin.symbol, getChain(coin.chain_name).name, show(native), show(balance));
}

const same = (a: string | null | undefined, b: string) => Boolean(a) && a!.toLowerCase() === b.toLowerCase();

/** Whether sending a batch now delegates the account to a contract it does not delegate to yet. */
export function delegatesAnew(d: AccountDelegation | undefined): d is AccountDelegation & {
  delegate: NonNullable<AccountDelegation['delegate']>;
} {
  return Boolean(d?.delegate) && !same(d!.current, d!.delegate!.address);
}

/** Our text (the spec has no consent step): what delegation means and to which contract. */
export function delegationConsentText(delegate: { address: string; name: string }): string {
  return (
    `This batch delegates your account to the contract ${delegate.name} (${delegate.address}) ` +
    'so it can run several transfers in one transaction. The contract can then run calls that ' +
    'your account sends to itself; you can revoke the delegation in Settings. Consent is needed to send.'
  );
}

/** A batch that would delegate the account was sent without consent to its contract. */
export class DelegationConsentError extends WalletRuleError {
  override name = 'DelegationConsentError';
  constructor(readonly delegation: AccountDelegation & { delegate: { address: string; name: string } }) {
    super(delegationConsentText(delegation.delegate));
  }
}

/** Throws DelegationConsentError unless the account already delegates there or consent names the contract. */
export function checkDelegationConsent(d: AccountDelegation | undefined, consent: string | undefined): void {
  if (delegatesAnew(d) && !same(consent, d.delegate.address)) throw new DelegationConsentError(d);
}
