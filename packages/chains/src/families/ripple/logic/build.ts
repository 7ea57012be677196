/** The unsigned XRP payment of exactly what was prepared: no reads, nothing chosen again. */
import type { PreparedTransfer, UnsignedTx } from '../../../adapter-types';
import { formatUnits } from '../../../units';
import type { RipplePayment } from './payload';
import { ripplePrepared } from './payload';
import { XRP_DECIMALS } from './rules';

export function buildTransaction(prepared: PreparedTransfer): UnsignedTx<RipplePayment> {
  const p = ripplePrepared(prepared);
  if (!p.tx) {
    const locked = formatUnits(p.reserve, XRP_DECIMALS);
    throw new Error(
      `Insufficient balance: nothing is left to send once the fee is paid and the ${locked} XRP reserve the XRP Ledger keeps locked`,
    );
  }
  // The payment must say what the review said (a payload edited since is refused).
  if (p.tx.Amount !== prepared.amount.toString() || p.tx.Fee !== prepared.fee.toString())
    throw new Error('The XRP payment does not match the reviewed transfer');
  return { chain_name: prepared.chain_name, family: 'ripple', payload: { ...p.tx } };
}
