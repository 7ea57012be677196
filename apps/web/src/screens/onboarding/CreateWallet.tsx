/**
 * Create a wallet: a new phrase is shown, three of its words (picked at random) are typed back,
 * then on first run a password is chosen. The phrase lives only in this screen's state and goes
 * straight into the encrypted vault.
 */
import { useNavigate } from 'react-router';
import { useCreateWallet } from '@kestrel/ui-state/useCreateWallet';
import { Button } from '../../ui/Button';
import { Notice } from '../../ui/Notice';
import { Splash } from '../Splash';
import { BackupWordFields } from './BackupWordFields';
import { OnboardingLayout } from './OnboardingLayout';
import styles from './Onboarding.module.css';
import { PasswordStep } from './PasswordStep';

export default function CreateWallet() {
  const navigate = useNavigate();
  const c = useCreateWallet(() => void navigate('/home', { replace: true }));
  const { firstRun, words, positions, busy } = c;

  const back = { to: firstRun ? '/welcome' : '/home', label: firstRun ? 'Back' : 'Home' };
  if (!c.phrase) return <Splash />;

  if (c.step === 'phrase') {
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
          <Button onClick={() => c.setStep('check')}>I wrote it down</Button>
          <Button variant="ghost" onClick={c.later} disabled={busy}>
            Back up later
          </Button>
        </div>
      </OnboardingLayout>
    );
  }

  if (c.step === 'check') {
    return (
      <OnboardingLayout title="Check your backup" back={back}>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            c.check();
          }}
          noValidate
        >
          <p className={styles.lead}>Type these words from your recovery phrase.</p>
          <BackupWordFields positions={positions} answers={c.answers} setAnswers={c.setAnswers} />
          {c.checkError ? <Notice kind="error">{c.checkError}</Notice> : null}
          <div className={styles.actions}>
            <Button type="submit" busy={busy}>
              Confirm
            </Button>
            <Button variant="ghost" onClick={() => c.setStep('phrase')} disabled={busy}>
              Show the phrase again
            </Button>
          </div>
        </form>
      </OnboardingLayout>
    );
  }

  return (
    <OnboardingLayout title="Choose a password" back={back}>
      <PasswordStep busy={busy} onSubmit={c.finish} onBack={() => c.setStep('check')} />
    </OnboardingLayout>
  );
}
