/**
 * Create a wallet: a new phrase is shown, three of its words (picked at random) are typed back,
 * then on first run a password is chosen. The phrase lives only in this screen's state and goes
 * straight into the encrypted vault.
 */
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { backupAnswersMatch, pickWordPositions } from '@kestrel/ui-state/backupCheck';
import { generatePhrase } from '@kestrel/ui-state/chains';
import { session, useSession } from '@kestrel/ui-state/hooks';
import { Button } from '../../ui/Button';
import { Notice } from '../../ui/Notice';
import { showToast } from '../../ui/toast';
import { Splash } from '../Splash';
import { BackupWordFields } from './BackupWordFields';
import { OnboardingLayout } from './OnboardingLayout';
import styles from './Onboarding.module.css';
import { PasswordStep } from './PasswordStep';
import { walletErrorMessage } from '@kestrel/ui-state/walletErrors';

type Step = 'phrase' | 'check' | 'password';
const CHECK_COUNT = 3;

export default function CreateWallet() {
  const navigate = useNavigate();
  const { status } = useSession();
  const firstRun = status === 'empty';
  const [phrase, setPhrase] = useState<string | null>(null);
  const [step, setStep] = useState<Step>('phrase');
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
      showToast('success', 'New account successfully added');
      void navigate('/home', { replace: true });
    } catch (e) {
      showToast('error', walletErrorMessage(e));
      setBusy(false);
    }
  };

  /** Skips the check for now: the wallet is created not backed up, and Home keeps asking. */
  const later = () => {
    setBackedUp(false);
    if (firstRun) setStep('password');
    else void finish(undefined, false);
  };

  const check = (e: FormEvent) => {
    e.preventDefault();
    if (!backupAnswersMatch(words, positions, answers)) {
      setCheckError('These words do not match your recovery phrase. Check your copy and try again.');
      return;
    }
    setCheckError(null);
    setBackedUp(true);
    if (firstRun) setStep('password');
    else void finish(undefined, true);
  };

  const back = { to: firstRun ? '/welcome' : '/home', label: firstRun ? 'Back' : 'Home' };
  if (!phrase) return <Splash />;

  if (step === 'phrase') {
    return (
      <OnboardingLayout title="Your recovery phrase" back={back}>
        <Notice kind="warning">
          <p>
            Write these 12 words down on paper, in order, and keep them offline. Anyone who has them can take
            your funds; without them a lost device means lost funds.
          </p>
        </Notice>
        <ol className={styles.words} aria-label="Recovery phrase">
          {words.map((w, i) => (
            <li key={i} className={styles.word}>
              <span className={styles.wordIndex} aria-hidden="true">
                {i + 1}
              </span>
              <span data-testid="phrase-word">{w}</span>
            </li>
          ))}
        </ol>
        <div className={styles.actions}>
          <Button onClick={() => setStep('check')}>I wrote it down</Button>
          <Button variant="ghost" onClick={later} disabled={busy}>
            Back up later
          </Button>
        </div>
      </OnboardingLayout>
    );
  }

  if (step === 'check') {
    return (
      <OnboardingLayout title="Check your backup" back={back}>
        <form onSubmit={check} noValidate>
          <p className={styles.lead}>Type these words from your recovery phrase.</p>
          <BackupWordFields positions={positions} answers={answers} setAnswers={setAnswers} />
          {checkError ? <Notice kind="error">{checkError}</Notice> : null}
          <div className={styles.actions}>
            <Button type="submit" busy={busy}>
              Confirm
            </Button>
            <Button variant="ghost" onClick={() => setStep('phrase')} disabled={busy}>
              Show the phrase again
            </Button>
          </div>
        </form>
      </OnboardingLayout>
    );
  }

  return (
    <OnboardingLayout title="Choose a password" back={back}>
      <PasswordStep busy={busy} onSubmit={(pw) => void finish(pw)} onBack={() => setStep('check')} />
    </OnboardingLayout>
  );
}
