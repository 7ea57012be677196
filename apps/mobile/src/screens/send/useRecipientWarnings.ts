/**
 * The review's warnings about the recipient (address poisoning and mistakes: a look-alike of an
 * address the wallet knows, the sender's own address, a contract receiving a plain transfer), from
 * the shared recipientWarningsFor. Read when the review opens; a failed read shows nothing (the
 * checks never block a send).
 */
import { useEffect, useState } from 'react';
import { recipientWarningsFor, type RecipientWarning } from '@kestrel/ui-state/addressBook';

export function useRecipientWarnings(
  coin: { _id: string; chain_name: string },
  recipient: string | null,
  open: boolean,
): RecipientWarning[] {
  const [warnings, setWarnings] = useState<{ for: string; list: RecipientWarning[] } | null>(null);
  useEffect(() => {
    if (!open || !recipient) return;
    let live = true;
    recipientWarningsFor({ coinId: coin._id, chainName: coin.chain_name, recipient }).then(
      (list) => live && setWarnings({ for: recipient, list }),
      () => live && setWarnings({ for: recipient, list: [] }),
    );
    return () => {
      live = false;
    };
  }, [coin._id, coin.chain_name, recipient, open]);
  return warnings?.for === recipient ? warnings.list : [];
}
