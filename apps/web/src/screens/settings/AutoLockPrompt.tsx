/**
 * Home's first-run proposal of an auto-lock time. "Never" (the spec's default 0) is one of the
 * answers, said plainly; the prompt stays until the person answers or sets a time in Settings.
 */
import { useAutoLockPrompt } from '@kestrel/ui-state/useAutoLockPrompt';
import { Button } from '../../ui/Button';
import { Notice } from '../../ui/Notice';
import styles from './Secrets.module.css';

export function AutoLockPrompt() {
  const prompt = useAutoLockPrompt();
  if (!prompt.open) return null;
  return (
    <div className={styles.prompt} data-testid="auto-lock-prompt">
      <Notice kind="info">
        <p>
          <strong>Lock automatically when you step away?</strong> Anyone at this device can use an unlocked
          wallet. You can change this in Settings.
        </p>
        <div className={styles.buttons} role="group" aria-label="Auto-lock">
          {prompt.answers.map(({ minutes: m, label }) => (
            <Button
              key={m}
              type="button"
              variant={m === 0 ? 'ghost' : 'secondary'}
              onClick={() => prompt.choose(m)}
            >
              {label}
            </Button>
          ))}
        </div>
      </Notice>
    </div>
  );
}
