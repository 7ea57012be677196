/**
 * The first run's auto-lock proposal. The spec's default lockTime 0 (never) stays possible, but
 * only as a choice the person made: until they choose (here or by setting a time in Settings),
 * Home proposes a time. The choice is remembered on the device (the platform's small settings).
 */
import { session } from './hooks';
import { platform } from './platform';

const CHOSEN_KEY = 'kestrel.autoLockChosen';

/** Minutes offered; 0 is "never", the spec's default. */
export const AUTO_LOCK_PROPOSALS = [5, 15, 60, 0] as const;

export function autoLockChosen(lockTime: number): boolean {
  return lockTime > 0 || platform().settings.getItem(CHOSEN_KEY) === '1';
}

/** Sets the lock time and remembers that the person chose it (0 included). */
export async function chooseAutoLock(minutes: number): Promise<void> {
  await session.updateSettings({ lockTime: minutes });
  platform().settings.setItem(CHOSEN_KEY, '1');
}
