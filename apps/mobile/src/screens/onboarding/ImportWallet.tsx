/**
 * Import a wallet by recovery phrase (pasted or typed into one field; 12 or 24 words) or by
 * private key with its chain. On first run a password follows. Input stays in this screen only.
 */
import { useState } from 'react';
import { StyleSheet, View } from 'react-native';
import { joinPhrase, splitPastedPhrase } from '@kestrel/ui-state/phraseInput';
import { useImportWallet } from '@kestrel/ui-state/useImportWallet';
import { navigateTo } from '../../navigation/linking';
import { Button } from '../../ui/Button';
import { Choice } from '../../ui/Choice';
import { Notice } from '../../ui/Notice';
import { Screen } from '../../ui/Screen';
import { TextField } from '../../ui/TextField';
import { space } from '../../ui/theme';
import { ChainPicker } from './ChainPicker';
import { PasswordStep } from './PasswordStep';

const MODES = [
  { value: 'phrase', label: 'Recovery phrase' },
  { value: 'privateKey', label: 'Private key' },
] as const;

export default function ImportWallet() {
  const [phraseText, setPhraseText] = useState('');
  const f = useImportWallet(joinPhrase(splitPastedPhrase(phraseText)), {
    added: (firstRun) => {
      setPhraseText('');
      // On first run the session turns unlocked and the root stack opens Home by itself.
      if (!firstRun) navigateTo('/home');
    },
    home: () => navigateTo('/home'),
  });
  const { mode, error, existing, busy } = f;

  if (f.askingPassword) {
    return (
      <Screen title="Choose a password">
        <PasswordStep busy={busy} onSubmit={f.addWithPassword} onBack={f.backFromPassword} />
      </Screen>
    );
  }
  return (
    <Screen title="Import a wallet">
      <Choice label="Import with" options={MODES} value={mode} onChange={f.chooseMode} />
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
          <ChainPicker chains={f.chains} value={f.chain} onChange={f.setChain} />
          <TextField
            label="Private key"
            secureTextEntry
            value={f.privateKey}
            error={error}
            onChangeText={f.setPrivateKey}
          />
        </>
      )}
      {existing ? <Notice kind="info">{`The wallet “${existing.name}” already holds it.`}</Notice> : null}
      <View style={styles.actions}>
        <Button label="Import" busy={busy} onPress={f.submit} />
        {existing ? (
          <Button label={`Open ${existing.name}`} variant="secondary" onPress={f.openExisting} />
        ) : null}
      </View>
    </Screen>
  );
}

const styles = StyleSheet.create({
  actions: { gap: space.sm, marginTop: space.sm },
});
