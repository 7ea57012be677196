/**
 * The first run's password step in both shells (web and mobile PasswordStep): the password that
 * encrypts the vault, typed twice; the shared minimum length and the match are checked here and
 * the refusal shown under the confirmation; a good password goes to `onSubmit`.
 */
import { useState } from 'react';
import { MIN_PASSWORD_LENGTH } from './format';

export function passwordProblem(password: string, confirm: string): string | null {
  if (password.length < MIN_PASSWORD_LENGTH)
    return `The password must have at least ${MIN_PASSWORD_LENGTH} characters`;
  if (password !== confirm) return 'The two passwords do not match';
  return null;
}

export function usePasswordStep(onSubmit: (password: string) => void) {
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<string | null>(null);
  return {
    password,
    setPassword,
    confirm,
    setConfirm,
    error,
    submit: () => {
      const problem = passwordProblem(password, confirm);
      setError(problem);
      if (!problem) onSubmit(password);
    },
  };
}

/** What each shell's PasswordStep takes from its onboarding screen. */
export interface PasswordStepProps {
  busy: boolean;
  onSubmit: (password: string) => void;
  onBack: () => void;
}
