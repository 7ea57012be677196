/**
 * Home's first-run proposal of an auto-lock time. "Never" (the spec's default 0) is one of the
 * answers, said plainly; the prompt stays until the person answers or sets a time in Settings.
 */
import { useState } from 'react';
import { AUTO_LOCK_PROPOSALS, autoLockChosen, chooseAutoLock } from '@kestrel/ui-state/autoLockChoice';
import { useSession } from '@kestrel/ui-state/hooks';
import { Button } from '../../ui/Button';
import { Notice } from '../../ui/Notice';
import { showToast } from '../../ui/toast';
import styles from './Secrets.module.css';

const label = (m: number) =>
  m === 0 ? 'Never: I lock it myself' : m === 60 ? 'After 1 hour' : `After ${m} minutes`;

export function AutoLockPrompt() {
  const { settings } = useSession();
  const [answered, setAnswered] = useState(false);
  if (answered || autoLockChosen(settings.lockTime)) return null;
  const choose = async (m: number) => {
    try {
      await chooseAutoLock(m);
      setAnswered(true);
    } catch (e) {
      showToast('error', 'Could not save the lock time', e instanceof Error ? e.message : String(e));
    }
  };
  return (
    <div className={styles.prompt} data-testid="auto-lock-prompt">
      <Notice kind="info">
        <p>
          <strong>Lock automatically when you step away?</strong> Anyone at this device can use an unlocked
          wallet. You can change this in Settings.
        </p>
        <div className={styles.buttons} role="group" aria-label="Auto-lock">
          {AUTO_LOCK_PROPOSALS.map((m) => (
            <Button
              key={m}
              type="button"
              variant={m === 0 ? 'ghost' : 'secondary'}
              onClick={() => void choose(m)}
            >
              {label(m)}
            </Button>
          ))}
        </div>
      </Notice>
    </div>
  );
}
