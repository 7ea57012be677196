/**
 * Home's first-run auto-lock proposal, as both shells ask it (autoLockChoice.ts): shown until the
 * person answers or has a lock time; an answer is saved (a failure is an error toast and the
 * prompt stays). "Never" (the spec's default 0) is one of the answers, said plainly.
 */
import { useState } from 'react';
import { AUTO_LOCK_PROPOSALS, autoLockChosen, chooseAutoLock } from './autoLockChoice';
import { useSession } from './hooks';
import { platform } from './platform';

/** An answer's words: 'Never: I lock it myself', 'After 1 hour', 'After 5 minutes'. */
export const autoLockLabel = (m: number): string =>
  m === 0 ? 'Never: I lock it myself' : m === 60 ? 'After 1 hour' : `After ${m} minutes`;

export function useAutoLockPrompt() {
  const { settings } = useSession();
  const [answered, setAnswered] = useState(false);
  const choose = async (m: number) => {
    try {
      await chooseAutoLock(m);
      setAnswered(true);
    } catch (e) {
      platform().notify({
        kind: 'error',
        title: 'Could not save the lock time',
        text: e instanceof Error ? e.message : String(e),
      });
    }
  };
  return {
    /** Whether the prompt shows. */
    open: !answered && !autoLockChosen(settings.lockTime),
    answers: AUTO_LOCK_PROPOSALS.map((minutes) => ({ minutes, label: autoLockLabel(minutes) })),
    choose: (m: number) => void choose(m),
  };
}
