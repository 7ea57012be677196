/**
 * Unlock: the password opens the vault; a wrong one is refused with the vault's clear message.
 * With fingerprint unlock on (a WebAuthn credential on this device), the device's check comes first.
 */
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { session } from '@kestrel/ui-state/hooks';
import { FINGERPRINT_FAILED, unlockCredential, verifyUnlock } from '../lib/webauthn';
import { Button } from '../ui/Button';
import { TextField } from '../ui/TextField';
import { OnboardingLayout } from './onboarding/OnboardingLayout';
import styles from './onboarding/Onboarding.module.css';
import { walletErrorMessage } from '@kestrel/ui-state/walletErrors';

export default function Unlock() {
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!password) return setError('Enter your password');
    setBusy(true);
    setError(null);
    try {
      const credential = unlockCredential();
      if (credential) await verifyUnlock(credential);
      await session.unlock(password);
      void navigate('/home', { replace: true });
    } catch (err) {
      setError(
        err instanceof Error && err.message === FINGERPRINT_FAILED ? err.message : walletErrorMessage(err),
      );
      setPassword('');
      setBusy(false);
    }
  };

  return (
    <OnboardingLayout title="Welcome back">
      <form onSubmit={(e) => void submit(e)} noValidate>
        <p className={styles.lead}>Enter your password to unlock your wallets on this device.</p>
        <TextField
          label="Password"
          type="password"
          autoComplete="current-password"
          value={password}
          error={error}
          autoFocus
          onChange={(e) => setPassword(e.target.value)}
        />
        <div className={styles.actions}>
          <Button type="submit" busy={busy} block>
            Unlock
          </Button>
        </div>
      </form>
    </OnboardingLayout>
  );
}
