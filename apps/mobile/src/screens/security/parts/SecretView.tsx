/**
 * A phrase or key on screen, with the warning. Copying is off until the person turns it on (the
 * clipboard is readable by other apps); the text cannot be selected while it is off.
 */
import { useState } from 'react';
import { StyleSheet, Text, View } from 'react-native';
import { Button } from '../../../ui/Button';
import { Notice } from '../../../ui/Notice';
import { SwitchRow } from '../../../ui/SwitchRow';
import { colors, space } from '../../../ui/theme';
import { showToast } from '../../../ui/toast';
import { copySecretText } from './copySecret';

export function SecretView({ kind, secret }: { kind: 'phrase' | 'key'; secret: string }) {
  const [copyAllowed, setCopyAllowed] = useState(false);
  const words = kind === 'phrase' ? secret.split(' ') : [];
  const copy = async () => {
    if (await copySecretText(secret))
      showToast('success', 'Copied: the clipboard is cleared after 60 seconds if it still holds it');
    else showToast('error', 'Could not copy', 'This device refused the clipboard');
  };
  return (
    <View>
      <Notice kind="warning">
        {`Anyone who sees ${kind === 'phrase' ? 'these words' : 'this key'} can take your funds. Make sure nobody is watching your screen, and never type ${kind === 'phrase' ? 'them' : 'it'} into a website.`}
      </Notice>
      {kind === 'phrase' ? (
        <View role="list" aria-label="Recovery phrase" style={styles.words}>
          {words.map((w, i) => (
            <View key={i} role="listitem" style={styles.word}>
              <Text aria-hidden style={styles.index}>
                {i + 1}
              </Text>
              <Text selectable={copyAllowed} testID="secret-word" style={styles.text}>
                {w}
              </Text>
            </View>
          ))}
        </View>
      ) : (
        <Text selectable={copyAllowed} testID="secret-key" style={[styles.text, styles.key]}>
          {secret}
        </Text>
      )}
      <SwitchRow
        label="Allow copying"
        hint="The clipboard can be read by other apps on this device"
        value={copyAllowed}
        onChange={setCopyAllowed}
      />
      <Button
        label={kind === 'phrase' ? 'Copy phrase' : 'Copy key'}
        variant="secondary"
        disabled={!copyAllowed}
        onPress={() => void copy()}
      />
    </View>
  );
}

const styles = StyleSheet.create({
  words: { flexDirection: 'row', flexWrap: 'wrap', gap: space.sm, marginBottom: space.md },
  word: {
    flexDirection: 'row',
    gap: space.xs,
    width: '30%',
    minWidth: 96,
    padding: space.sm,
    borderRadius: 8,
    backgroundColor: colors.surface,
    borderWidth: 1,
    borderColor: colors.border,
  },
  index: { color: colors.muted, fontSize: 13, minWidth: 18 },
  text: { color: colors.text, fontSize: 16 },
  key: { fontFamily: 'monospace', marginBottom: space.md },
});
