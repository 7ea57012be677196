/**
 * Creating a wallet, as both shells walk it (web and mobile CreateWallet): a new 12-word phrase,
 * three of its words (picked at random) typed back or "Back up later" (the wallet is then created
 * not backed up and Home keeps asking), and on first run a password step. The phrase lives only
 * in this hook's state and goes straight into the encrypted vault; a refusal is an error toast.
 * `onCreated` is the shell's way on (Home), told whether this was the first run.
 */
import { useEffect, useMemo, useState } from 'react';
import { backupAnswersMatch, pickWordPositions } from './backupCheck';
import { generatePhrase } from './chains';
import { session, useSession } from './hooks';
import { platform } from './platform';
import { walletErrorMessage } from './walletErrors';

export type CreateStep = 'phrase' | 'check' | 'password';
const CHECK_COUNT = 3;
export const BACKUP_MISMATCH =
  'These words do not match your recovery phrase. Check your copy and try again.';

export function useCreateWallet(onCreated: (firstRun: boolean) => void) {
  const firstRun = useSession().status === 'empty';
  const [phrase, setPhrase] = useState<string | null>(null);
  const [step, setStep] = useState<CreateStep>('phrase');
  const [answers, setAnswers] = useState<string[]>(() => Array<string>(CHECK_COUNT).fill(''));
  const [checkError, setCheckError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // Whether the person passed the backup check (false after "Back up later").
  const [backedUp, setBackedUp] = useState(true);

  useEffect(() => {
    let live = true;
    void generatePhrase(12).then((p) => live && setPhrase(p));
    return () => {
      live = false;
    };
  }, []);
  const words = useMemo(() => (phrase ? phrase.split(' ') : []), [phrase]);
  const positions = useMemo(
    () => (words.length ? pickWordPositions(words.length, CHECK_COUNT) : []),
    [words],
  );

  const finish = async (password?: string, passedCheck = backedUp) => {
    if (!phrase) return;
    setBusy(true);
    try {
      await session.addWallet({ kind: 'mnemonic', phrase, backedUp: passedCheck }, password, 'created');
      setPhrase(null);
      platform().notify({ kind: 'success', title: 'New account successfully added' });
      onCreated(firstRun);
    } catch (e) {
      platform().notify({ kind: 'error', title: walletErrorMessage(e) });
      setBusy(false);
    }
  };

  return {
    firstRun,
    /** Null while the phrase is being made (and once it is in the vault). */
    phrase,
    words,
    step,
    setStep,
    /** 0-based positions of the words to type back. */
    positions,
    answers,
    setAnswer: (i: number, text: string) => setAnswers((a) => a.map((x, j) => (j === i ? text : x))),
    setAnswers,
    checkError,
    busy,
    /** Skips the check for now: the wallet is created not backed up, and Home keeps asking. */
    later: () => {
      setBackedUp(false);
      if (firstRun) setStep('password');
      else void finish(undefined, false);
    },
    /** The typed words against the phrase: on to the password (first run) or created. */
    check: () => {
      if (!backupAnswersMatch(words, positions, answers)) return setCheckError(BACKUP_MISMATCH);
      setCheckError(null);
      setBackedUp(true);
      if (firstRun) setStep('password');
      else void finish(undefined, true);
    },
    /** The first run's last step: the wallet created under this password. */
    finish: (password: string) => void finish(password),
  };
}
