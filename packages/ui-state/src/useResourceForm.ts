/**
 * The stake-for-resources form's state for both shells: a resource (energy or bandwidth) and an
 * amount in coin; Review stake / Review unstake ask the wallet to prepare the operation (fee, and
 * the chain's refusals such as 'unstaking unavailable', shown on the form) and hand it to the
 * screen's review; nothing is signed here.
 */
import { useState } from 'react';
import { parseAmount } from './amountInput';
import { errorText, type SendCoinView, type TransferKit } from './transfer';
import type { VoteReview } from './voteReview';
import { previewVoteOp, type VoteResource } from './votes';

/** The resources a stake can be for, as the form lists them. */
export const VOTE_RESOURCES: readonly { value: VoteResource; label: string }[] = [
  { value: 'ENERGY', label: 'Energy' },
  { value: 'BANDWIDTH', label: 'Bandwidth' },
];

/** What the form needs (each shell's form component takes the same). */
export interface ResourceFormInput {
  kit: TransferKit;
  coin: SendCoinView;
  onReview: (r: VoteReview) => void;
}

export function useResourceForm({ kit, coin, onReview }: ResourceFormInput) {
  const [resource, setResource] = useState<VoteResource>('ENERGY');
  const [amountText, setAmountText] = useState('');
  const [preparing, setPreparing] = useState<'freeze' | 'unfreeze' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const parsed = parseAmount(amountText, coin.decimal);

  const review = async (kind: 'freeze' | 'unfreeze') => {
    if (!parsed.ok) return;
    setPreparing(kind);
    setError(null);
    const op = { kind, resource, amount: parsed.units };
    try {
      onReview({ op, prepared: await previewVoteOp(kit, coin._id, op), names: {} });
    } catch (e) {
      setError(errorText(e));
    } finally {
      setPreparing(null);
    }
  };

  return {
    resource,
    setResource,
    amountText,
    setAmountText,
    /** The typed amount's refusal (none while the field is empty). */
    amountError: !amountText.trim() || parsed.ok ? null : parsed.reason,
    preparing,
    /** Both reviews wait for a valid amount and for the other to finish. */
    disabled: !parsed.ok || !!preparing,
    review,
    error,
  };
}
