/**
 * The review's warnings about the recipient (address poisoning and mistakes): a look-alike of an
 * address the wallet knows, the sender's own address, a contract receiving a plain transfer.
 * Read by @kestrel/ui-state's useRecipientWarnings when the review opens (never blocking a send).
 */
import type { RecipientWarning } from '@kestrel/ui-state/addressBook';
import { Notice } from '../../ui/Notice';

export function RecipientWarnings({ warnings }: { warnings: RecipientWarning[] }) {
  if (warnings.length === 0) return null;
  return (
    <div role="alert" data-testid="recipient-warnings">
      {warnings.map((w) => (
        <Notice key={w.kind} kind="warning">
          <p data-kind={w.kind}>{w.message}</p>
        </Notice>
      ))}
    </div>
  );
}
