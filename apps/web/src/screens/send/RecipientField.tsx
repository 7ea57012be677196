/**
 * The recipient: checked as it is typed against the coin's chain and network (the reason is
 * shown), and names (ENS, .bnb) resolved where the chain has them, with the resolved address.
 */
import { useEffect, useState } from 'react';
import {
  checkRecipient,
  type RecipientCheck,
  type SendCoinView,
  type TransferKit,
} from '@kestrel/ui-state/transfer';
import { TextField } from '../../ui/TextField';
import { ContactPicker } from './ContactPicker';
import styles from './Send.module.css';

/** Waits this long after the last keystroke (names cost a network call). */
const CHECK_DELAY_MS = 250;

export function useRecipientCheck(
  kit: TransferKit | null,
  chain_name: string | null,
  text: string,
): { check: RecipientCheck | null; checking: boolean } {
  const [result, setResult] = useState<{ text: string; check: RecipientCheck } | null>(null);
  useEffect(() => {
    if (!kit || !chain_name) return;
    let live = true;
    const timer = setTimeout(() => {
      void checkRecipient(kit, chain_name, text).then((check) => live && setResult({ text, check }));
    }, CHECK_DELAY_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [kit, chain_name, text]);
  const current = result?.text === text ? result.check : null;
  return { check: current, checking: text.trim() !== '' && current === null };
}

function problem(check: RecipientCheck | null): string | null {
  if (check?.state === 'invalid') return check.reason;
  if (check?.state === 'notFound') return `Name not found: no address is set for ${check.name}`;
  return null;
}

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
        error={problem(check)}
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
