/**
 * Settings' door to the wallet's delegation flows (docs/wallet.md "Batch delegation"): each of the
 * wallet's accounts on a chain that batches, the contract it delegates to now (EVM: EIP-7702) and
 * the network's batch delegate; revoking runs the send flow (it goes Home with its toasts).
 */
import type { DelegationRow, SendResult } from '@kestrel/wallet';
import { loadTransferKit } from './transfer';

export type { DelegationRow };

/** The rows, or the wallet's refusal ('No ethereum chain found') as `notice`. */
export async function readAccountDelegations(): Promise<{ rows: DelegationRow[]; notice: string | null }> {
  const { env, mod } = await loadTransferKit();
  try {
    return { rows: await mod.readDelegations(env), notice: null };
  } catch (e) {
    return { rows: [], notice: e instanceof Error ? e.message : String(e) };
  }
}

export async function revokeAccountDelegation(
  coinId: string,
  save: () => Promise<void>,
): Promise<SendResult> {
  const { env, mod } = await loadTransferKit();
  const r = await mod.revokeDelegation(env, { coinId });
  await save().catch(() => undefined);
  return r;
}

/** A row's delegation in words: unreadable (never "none"), not delegated, or to whom. */
export function delegationStatus(row: DelegationRow): string {
  if (row.error) return `Could not read the delegation: ${row.error}`;
  if (!row.current) return 'Not delegated';
  const name =
    row.delegate && row.current.toLowerCase() === row.delegate.address.toLowerCase()
      ? row.delegate.name
      : 'a contract';
  return `Delegated to ${name} (${row.current})`;
}
