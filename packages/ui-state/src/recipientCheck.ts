/**
 * The recipient as it is typed, checked by the view models' checkRecipient (the chain's address
 * rules for the network, names resolved where the chain has them) a moment after the last
 * keystroke; a stale answer is never shown for newer text. The same as the web's Send field.
 */
import { useEffect, useState } from 'react';
import { checkRecipient, type RecipientCheck, type TransferKit } from './transfer';

/** Waits this long after the last keystroke (names cost a network call), as the web shell. */
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

/** What is wrong with the recipient, in words, or null. */
export function recipientProblem(check: RecipientCheck | null): string | null {
  if (check?.state === 'invalid') return check.reason;
  if (check?.state === 'notFound') return `Name not found: no address is set for ${check.name}`;
  return null;
}
