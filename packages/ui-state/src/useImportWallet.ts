/**
 * Importing a wallet, as both shells walk it (web and mobile ImportWallet): by recovery phrase
 * (checked by the wallet; each shell has its own phrase input and passes the phrase in) or by
 * private key with its chain; on first run a password step follows. A refusal is the form's
 * error; a secret another wallet already holds offers that wallet (`existing`) to open instead.
 * Input stays in this hook's and the shell's state only. `go.home` is the shell's way on.
 */
import { useEffect, useState } from 'react';
import { chainOptions, checkPhrase, privateKeyProblem, type ChainOption } from './chains';
import { DuplicateWalletError } from './duplicateWallet';
import { session, useSession } from './hooks';
import { platform } from './platform';
import type { NewWalletSecret } from './types';
import { walletErrorMessage } from './walletErrors';

export type ImportMode = 'phrase' | 'privateKey';

export function useImportWallet(phrase: string, go: { added(firstRun: boolean): void; home(): void }) {
  const firstRun = useSession().status === 'empty';
  const [mode, setMode] = useState<ImportMode>('phrase');
  const [chains, setChains] = useState<ChainOption[]>([]);
  const [chain, setChain] = useState('ethereum');
  const [privateKey, setPrivateKey] = useState('');
  const [error, setError] = useState<string | null>(null);
  /** The wallet that already holds the secret, to open instead. */
  const [existing, setExisting] = useState<{ index: number; name: string } | null>(null);
  /** The checked secret waiting for the first run's password. */
  const [pending, setPending] = useState<NewWalletSecret | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    void chainOptions().then((c) => live && setChains(c));
    return () => {
      live = false;
    };
  }, []);

  const add = async (secret: NewWalletSecret, password?: string) => {
    setBusy(true);
    try {
      await session.addWallet(secret, password);
      setPending(null);
      setPrivateKey('');
      platform().notify({ kind: 'success', title: 'New account successfully added' });
      go.added(firstRun);
    } catch (e) {
      setError(walletErrorMessage(e));
      setExisting(e instanceof DuplicateWalletError ? { index: e.walletIndex, name: e.walletName } : null);
      setPending(null);
    } finally {
      setBusy(false);
    }
  };

  const submit = async () => {
    setError(null);
    setExisting(null);
    let secret: NewWalletSecret;
    if (mode === 'phrase') {
      const verdict = await checkPhrase(phrase);
      if (!verdict.valid) return setError(verdict.reason);
      secret = { kind: 'mnemonic', phrase, backedUp: true };
    } else {
      const problem = await privateKeyProblem(chain, privateKey);
      if (problem) return setError(problem);
      secret = { kind: 'privateKey', chain_name: chain, privateKey: privateKey.trim() };
    }
    if (firstRun) setPending(secret);
    else await add(secret);
  };

  return {
    firstRun,
    mode,
    /** Another way to import, with the last refusal cleared. */
    chooseMode: (m: ImportMode) => {
      setMode(m);
      setError(null);
    },
    chains,
    chain,
    setChain,
    privateKey,
    setPrivateKey,
    error,
    setError,
    existing,
    /** Opens the wallet that already holds the secret. */
    openExisting: () => {
      if (existing) void session.selectWallet(existing.index).then(go.home);
    },
    /** True on the first run's password step. */
    askingPassword: pending !== null,
    /** The first run's password: the checked secret is added under it. */
    addWithPassword: (password: string) => {
      if (pending) void add(pending, password);
    },
    backFromPassword: () => setPending(null),
    busy,
    submit: () => void submit(),
  };
}
