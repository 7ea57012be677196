/**
 * The password asked again before a secret is shown (both shells' PasswordPrompt in Settings /
 * Security): `onSubmit` gets the typed password and rejects with the reason to show (the vault's
 * wrong-password text), which becomes the field's error; busy until it settles (on success the
 * screen moves on).
 */
import { useState, type ReactNode } from 'react';

export function usePasswordPrompt(onSubmit: (password: string) => Promise<void>) {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    setBusy(true);
    setError(null);
    try {
      await onSubmit(password);
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
      setBusy(false);
    }
  };
  return { password, setPassword, error, busy, submit: () => void submit() };
}

/** What each shell's PasswordPrompt takes. */
export interface PasswordPromptProps {
  /** The submit button's text, e.g. "Show recovery phrase". */
  action: string;
  /** Rejects with the reason to show (e.g. the vault's wrong-password message). */
  onSubmit: (password: string) => Promise<void>;
  children?: ReactNode;
}
