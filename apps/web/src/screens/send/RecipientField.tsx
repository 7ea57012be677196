/**
 * The recipient: checked as it is typed against the coin's chain and network (the reason is
 * shown), and names (ENS, .bnb) resolved where the chain has them, with the resolved address.
 */
import { recipientProblem } from '@kestrel/ui-state/recipientCheck';
import type { RecipientCheck, SendCoinView } from '@kestrel/ui-state/transfer';
import { TextField } from '../../ui/TextField';
import { ContactPicker } from './ContactPicker';
import styles from './Send.module.css';

export function RecipientField({
  coin,
  value,
  onChange,
  check,
  checking,
}: {
  coin: SendCoinView;
  value: string;
  onChange: (v: string) => void;
  check: RecipientCheck | null;
  checking: boolean;
}) {
  const names =
    coin.chain_name === 'ethereum'
      ? ' or ENS name'
      : coin.chain_name === 'binance_smart_chain'
        ? ' or .bnb name'
        : '';
  return (
    <>
      <ContactPicker chainName={coin.chain_name} onPick={onChange} />
      <TextField
        label="Recipient"
        mono
        value={value}
        autoComplete="off"
        spellCheck={false}
        autoCapitalize="off"
        placeholder={`${coin.chainLabel} address${names}`}
        hint={checking ? 'Checking…' : undefined}
        error={recipientProblem(check)}
        onChange={(e) => onChange(e.target.value)}
      />
      {check?.state === 'resolved' ? (
        <p className={styles.ok} data-testid="resolved-address">
          {check.name} resolves to <span className={styles.address}>{check.address}</span>
        </p>
      ) : check?.state === 'valid' ? (
        <p className={styles.ok}>Valid {coin.chainLabel} address</p>
      ) : null}
    </>
  );
}
