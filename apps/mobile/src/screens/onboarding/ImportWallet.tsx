/**
 * Import a wallet by recovery phrase (pasted or typed into one field; 12 or 24 words) or by
 * private key with its chain. On first run a password follows. Input stays in this screen only.
 */
import { useEffect, useState } from 'react';
import { StyleSheet, View } from 'react-native';
import { chainOptions, checkPhrase, privateKeyProblem, type ChainOption } from '@kestrel/ui-state/chains';
import { DuplicateWalletError } from '@kestrel/ui-state/duplicateWallet';
import { session, useSession } from '@kestrel/ui-state/hooks';
import type { NewWalletSecret } from '@kestrel/ui-state/types';
import { navigateTo } from '../../navigation/linking';
import { Button } from '../../ui/Button';
import { Choice } from '../../ui/Choice';
import { Notice } from '../../ui/Notice';
import { joinPhrase, splitPastedPhrase } from '@kestrel/ui-state/phraseInput';
import { walletErrorMessage } from '@kestrel/ui-state/walletErrors';
import { Screen } from '../../ui/Screen';
import { TextField } from '../../ui/TextField';
import { space } from '../../ui/theme';
import { showToast } from '../../ui/toast';
import { ChainPicker } from './ChainPicker';
import { PasswordStep } from './PasswordStep';

type Mode = 'phrase' | 'privateKey';
const MODES = [
  { value: 'phrase', label: 'Recovery phrase' },
  { value: 'privateKey', label: 'Private key' },
] as const;

export default function ImportWallet() {
  const firstRun = useSession().status === 'empty';
  const [mode, setMode] = useState<Mode>('phrase');
  const [phraseText, setPhraseText] = useState('');
  const [chains, setChains] = useState<ChainOption[]>([]);
  const [chain, setChain] = useState('ethereum');
  const [privateKey, setPrivateKey] = useState('');
  const [error, setError] = useState<string | null>(null);
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
      setPhraseText('');
      setPrivateKey('');
      showToast('success', 'New account successfully added');
      if (!firstRun) navigateTo('/home');
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
      const phrase = joinPhrase(splitPastedPhrase(phraseText));
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

  if (pending) {
    return (
      <Screen title="Choose a password">
        <PasswordStep busy={busy} onSubmit={(pw) => void add(pending, pw)} onBack={() => setPending(null)} />
      </Screen>
    );
  }
  return (
    <Screen title="Import a wallet">
      <Choice
        label="Import with"
        options={MODES}
        value={mode}
        onChange={(m) => {
          setMode(m);
          setError(null);
        }}
      />
      {mode === 'phrase' ? (
        <TextField
          label="Recovery phrase"
          hint="12 or 24 words, separated by spaces"
          multiline
          numberOfLines={4}
          secureTextEntry={false}
          value={phraseText}
          error={error}
          onChangeText={setPhraseText}
        />
      ) : (
        <>
          <ChainPicker chains={chains} value={chain} onChange={setChain} />
          <TextField
            label="Private key"
            secureTextEntry
            value={privateKey}
            error={error}
            onChangeText={setPrivateKey}
          />
        </>
      )}
      {existing ? <Notice kind="info">{`The wallet “${existing.name}” already holds it.`}</Notice> : null}
      <View style={styles.actions}>
        <Button label="Import" busy={busy} onPress={() => void submit()} />
        {existing ? (
          <Button
            label={`Open ${existing.name}`}
            variant="secondary"
            onPress={() => void session.selectWallet(existing.index).then(() => navigateTo('/home'))}
          />
        ) : null}
      </View>
    </Screen>
  );
}

const styles = StyleSheet.create({
  actions: { gap: space.sm, marginTop: space.sm },
});
