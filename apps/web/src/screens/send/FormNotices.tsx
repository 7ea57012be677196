/** The send form's notices under the fee: a custom fee's warning, fee and estimate errors. */
import { NOTHING_LEFT } from '@kestrel/ui-state/useSendForm';
import { Notice } from '../../ui/Notice';

export function FormNotices({
  feeWarning,
  feeError,
  nothingLeft,
  estimateError,
}: {
  feeWarning: string | null;
  feeError: string | null;
  nothingLeft: boolean;
  estimateError: string | null;
}) {
  return (
    <>
      {feeWarning ? (
        <Notice kind="warning">
          <span data-testid="fee-warning">{feeWarning}</span>
        </Notice>
      ) : null}
      {feeError ? <Notice kind="error">{feeError}</Notice> : null}
      {nothingLeft ? <Notice kind="error">{NOTHING_LEFT}</Notice> : null}
      {estimateError ? <Notice kind="error">{estimateError}</Notice> : null}
    </>
  );
}
