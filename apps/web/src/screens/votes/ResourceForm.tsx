/**
 * Stake for energy or bandwidth, or unstake, rendered from ui-state's useResourceForm: a resource
 * and an amount in coin. Review asks the wallet to prepare the operation (fee, and the chain's
 * refusals such as 'unstaking unavailable') and hands it to the review dialog; nothing is signed
 * here.
 */
import { useResourceForm, VOTE_RESOURCES, type ResourceFormInput } from '@kestrel/ui-state/useResourceForm';
import { Button } from '../../ui/Button';
import { Notice } from '../../ui/Notice';
import { Select } from '../../ui/Select';
import { TextField } from '../../ui/TextField';
import sendStyles from '../send/Send.module.css';
import styles from '../staking/Staking.module.css';

export function ResourceForm(props: ResourceFormInput) {
  const { coin } = props;
  const f = useResourceForm(props);
  return (
    <form
      className={sendStyles.form}
      noValidate
      aria-label={`Stake ${coin.symbol} for resources`}
      onSubmit={(e) => {
        e.preventDefault();
        void f.review('freeze');
      }}
    >
      <Select
        label="Resource"
        value={f.resource}
        onChange={(e) => f.setResource(e.target.value === 'BANDWIDTH' ? 'BANDWIDTH' : 'ENERGY')}
        options={VOTE_RESOURCES}
      />
      <TextField
        label={`Amount (${coin.symbol})`}
        inputMode="decimal"
        autoComplete="off"
        value={f.amountText}
        onChange={(e) => f.setAmountText(e.target.value)}
        error={f.amountError}
      />
      {f.error ? <Notice kind="error">{f.error}</Notice> : null}
      <div className={styles.formActions}>
        <Button type="submit" busy={f.preparing === 'freeze'} disabled={f.disabled}>
          Review stake
        </Button>
        <Button
          variant="secondary"
          busy={f.preparing === 'unfreeze'}
          disabled={f.disabled}
          onClick={() => void f.review('unfreeze')}
        >
          Review unstake
        </Button>
      </div>
    </form>
  );
}
