/**
 * Import a wallet by recovery phrase (12 or 24 word fields) or by private key with a chain
 * picker. On first run a password follows. Input stays in this screen's state only.
 */
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { joinPhrase, type PhraseLength } from '@kestrel/ui-state/phraseInput';
import { useImportWallet } from '@kestrel/ui-state/useImportWallet';
import { Button } from '../../ui/Button';
import { Notice } from '../../ui/Notice';
import { Select } from '../../ui/Select';
import { TextField } from '../../ui/TextField';
import { OnboardingLayout } from './OnboardingLayout';
import styles from './Onboarding.module.css';
import { PasswordStep } from './PasswordStep';
import { PhraseFields } from './PhraseFields';

const blank = (n: PhraseLength) => Array<string>(n).fill('');

export default function ImportWallet() {
  const navigate = useNavigate();
  const [words, setWords] = useState<string[]>(blank(12));
  const home = () => void navigate('/home', { replace: true });
  const f = useImportWallet(joinPhrase(words), { added: home, home });
  const { firstRun, mode, error, existing, busy } = f;

  const back = { to: firstRun ? '/welcome' : '/home', label: firstRun ? 'Back' : 'Home' };
  if (f.askingPassword) {
    return (
      <OnboardingLayout title="Choose a password" back={back}>
        <PasswordStep busy={busy} onSubmit={f.addWithPassword} onBack={f.backFromPassword} />
      </OnboardingLayout>
    );
  }

  return (
    <OnboardingLayout title="Import a wallet" back={back}>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          f.submit();
        }}
        noValidate
      >
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
                onChange={() => f.chooseMode(value)}
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
              onChange={(next) => (setWords(next), f.setError(null))}
            />
          </>
        ) : (
          <>
            <Select
              label="Chain"
              value={f.chain}
              onChange={(e) => (f.setChain(e.target.value), f.setError(null))}
              options={(f.chains.length
                ? f.chains
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
              value={f.privateKey}
              onChange={(e) => (f.setPrivateKey(e.target.value), f.setError(null))}
              hint="In the chain's usual export format (hex, WIF, base58…)."
            />
          </>
        )}

        {error ? (
          <div id="import-error">
            <Notice kind="error">{error}</Notice>
            {existing ? (
              <Button variant="secondary" onClick={f.openExisting}>
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
