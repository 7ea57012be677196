/**
 * A phrase or key on screen, with the warning. Copying is off until the person turns it on (the
 * clipboard is readable by other apps); the text cannot be selected while it is off.
 */
import { useState } from 'react';
import { CopyButton } from '../../ui/CopyButton';
import { Notice } from '../../ui/Notice';
import { Switch } from '../../ui/Switch';
import styles from './Secrets.module.css';

export function SecretView({ kind, secret }: { kind: 'phrase' | 'key'; secret: string }) {
  const [copyAllowed, setCopyAllowed] = useState(false);
  const words = kind === 'phrase' ? secret.split(' ') : [];
  return (
    <div className={styles.form}>
      <Notice kind="warning">
        <p>
          Anyone who sees {kind === 'phrase' ? 'these words' : 'this key'} can take your funds. Make sure
          nobody is watching your screen, and never type {kind === 'phrase' ? 'them' : 'it'} into a website.
        </p>
      </Notice>
      {kind === 'phrase' ? (
        <ol className={styles.words} aria-label="Recovery phrase" data-copy={copyAllowed}>
          {words.map((w, i) => (
            <li key={i} className={styles.word}>
              <span className={styles.wordIndex} aria-hidden="true">
                {i + 1}
              </span>
              <span data-testid="secret-word">{w}</span>
            </li>
          ))}
        </ol>
      ) : (
        <p className={styles.key} data-testid="secret-key" data-copy={copyAllowed}>
          {secret}
        </p>
      )}
      <Switch
        label="Allow copying"
        description="The clipboard can be read by other apps on this device"
        checked={copyAllowed}
        onChange={setCopyAllowed}
      />
      <CopyButton
        text={secret}
        label={kind === 'phrase' ? 'Copy phrase' : 'Copy key'}
        done="Copied: the clipboard is cleared after 60 seconds if it still holds it"
        disabled={!copyAllowed}
        secret
      />
    </div>
  );
}
