/**
 * The send review's warnings about the recipient (address poisoning and mistakes: a look-alike of
 * an address the wallet knows, the sender's own address, a contract receiving a plain transfer),
 * from recipientWarningsFor. Read when the review opens; a failed read shows nothing (the checks
 * never block a send); a stale answer is never shown for another recipient.
 */
import { useEffect, useState } from 'react';
import { recipientWarningsFor, type RecipientWarning } from './addressBook';

export function useRecipientWarnings(
  coin: { _id: string; chain_name: string } | null,
  recipient: string | null,
  open: boolean,
): RecipientWarning[] {
  const [warnings, setWarnings] = useState<{ for: string; list: RecipientWarning[] } | null>(null);
  const coinId = coin?._id;
  const chainName = coin?.chain_name;
  useEffect(() => {
    if (!open || !recipient || !coinId || !chainName) return;
    let live = true;
    recipientWarningsFor({ coinId, chainName, recipient }).then(
      (list) => live && setWarnings({ for: recipient, list }),
      () => live && setWarnings({ for: recipient, list: [] }),
    );
    return () => {
      live = false;
    };
  }, [coinId, chainName, recipient, open]);
  return warnings?.for === recipient ? warnings.list : [];
}
