/**
 * Import a wallet by recovery phrase (12 or 24 word fields) or by private key with a chain
 * picker. On first run a password follows. Input stays in this screen's state only.
 */
import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { joinPhrase, type PhraseLength } from '@kestrel/ui-state/phraseInput';
import { chainOptions, checkPhrase, privateKeyProblem, type ChainOption } from '@kestrel/ui-state/chains';
import { session, useSession } from '@kestrel/ui-state/hooks';
import type { NewWalletSecret } from '@kestrel/ui-state/types';
import { Button } from '../../ui/Button';
import { Notice } from '../../ui/Notice';
import { Select } from '../../ui/Select';
import { TextField } from '../../ui/TextField';
import { showToast } from '../../ui/toast';
import { OnboardingLayout } from './OnboardingLayout';
import styles from './Onboarding.module.css';
import { PasswordStep } from './PasswordStep';
import { PhraseFields } from './PhraseFields';
import { DuplicateWalletError } from '@kestrel/ui-state/duplicateWallet';
import { walletErrorMessage } from '@kestrel/ui-state/walletErrors';

type Mode = 'phrase' | 'privateKey';

const blank = (n: PhraseLength) => Array<string>(n).fill('');

export default function ImportWallet() {
  const navigate = useNavigate();
  const { status } = useSession();
  const firstRun = status === 'empty';
  const [mode, setMode] = useState<Mode>('phrase');
  const [words, setWords] = useState<string[]>(blank(12));
  const [chains, setChains] = useState<ChainOption[]>([]);
  const [chain, setChain] = useState('ethereum');
  const [privateKey, setPrivateKey] = useState('');
  const [error, setError] = useState<string | null>(null);
  /** The wallet that already holds the secret, to open instead. */
  const [existing, setExisting] = useState<{ index: number; name: string } | null>(null);
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
      showToast('success', 'New account successfully added');
      void navigate('/home', { replace: true });
    } catch (e) {
      setError(walletErrorMessage(e));
      setExisting(e instanceof DuplicateWalletError ? { index: e.walletIndex, name: e.walletName } : null);
      setPending(null);
      setBusy(false);
    }
  };

  const openExisting = async () => {
    if (!existing) return;
    await session.selectWallet(existing.index);
    void navigate('/home', { replace: true });
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    setExisting(null);
    let secret: NewWalletSecret;
    if (mode === 'phrase') {
      const phrase = joinPhrase(words);
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

  const back = { to: firstRun ? '/welcome' : '/home', label: firstRun ? 'Back' : 'Home' };
  if (pending) {
    return (
      <OnboardingLayout title="Choose a password" back={back}>
        <PasswordStep busy={busy} onSubmit={(pw) => void add(pending, pw)} onBack={() => setPending(null)} />
      </OnboardingLayout>
    );
  }

  return (
    <OnboardingLayout title="Import a wallet" back={back}>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <fieldset className={styles.segmented}>
          <legend>Import with</legend>
          {(
            [
              ['phrase', 'Recovery phrase'],
              ['privateKey', 'Private key'],
            ] as const
          ).map(([value, label]) => (
            <label key={value} className={styles.segment}>
              <input
                type="radio"
                name="mode"
                value={value}
                checked={mode === value}
                onChange={() => (setMode(value), setError(null))}
              />
              <span>{label}</span>
            </label>
          ))}
        </fieldset>

        {mode === 'phrase' ? (
          <>
            <fieldset className={styles.segmented}>
              <legend>Phrase length</legend>
              {([12, 24] as const).map((n) => (
                <label key={n} className={styles.segment}>
                  <input
                    type="radio"
                    name="length"
                    value={n}
                    checked={words.length === n}
                    onChange={() => setWords((w) => Array.from({ length: n }, (_, i) => w[i] ?? ''))}
                  />
                  <span>{n} words</span>
                </label>
              ))}
            </fieldset>
            <p className={styles.lead}>Type each word, or paste the whole phrase into the first field.</p>
            <PhraseFields
              words={words}
              invalid={!!error}
              {...(error ? { describedBy: 'import-error' } : {})}
              onChange={(next) => (setWords(next), setError(null))}
            />
          </>
        ) : (
          <>
            <Select
              label="Chain"
              value={chain}
              onChange={(e) => (setChain(e.target.value), setError(null))}
              options={(chains.length
                ? chains
                : [{ chain_name: 'ethereum', name: 'Ethereum', symbol: 'ETH' }]
              ).map((c) => ({
                value: c.chain_name,
                label: `${c.name} (${c.symbol})`,
              }))}
            />
            <TextField
              label="Private key"
              type="password"
              autoComplete="off"
              spellCheck={false}
              mono
              value={privateKey}
              onChange={(e) => (setPrivateKey(e.target.value), setError(null))}
              hint="In the chain's usual export format (hex, WIF, base58…)."
            />
          </>
        )}

        {error ? (
          <div id="import-error">
            <Notice kind="error">{error}</Notice>
            {existing ? (
              <Button variant="secondary" onClick={() => void openExisting()}>
                Open “{existing.name}”
              </Button>
            ) : null}
          </div>
        ) : null}
        <div className={styles.actions}>
          <Button type="submit" busy={busy}>
            Import
          </Button>
        </div>
      </form>
    </OnboardingLayout>
  );
}
