/**
 * One field per word. Pasting a whole phrase into a field spreads it over the fields from there
 * (into the first field: all of them), switching to 24 fields when more than 12 words arrive.
 */
import type { ClipboardEvent } from 'react';
import { applyPaste, type PhraseLength } from '@kestrel/ui-state/phraseInput';
import styles from './Onboarding.module.css';

export interface PhraseFieldsProps {
  words: string[];
  onChange: (words: string[], length: PhraseLength) => void;
  invalid?: boolean;
  describedBy?: string;
}

export function PhraseFields({ words, onChange, invalid, describedBy }: PhraseFieldsProps) {
  const length = words.length as PhraseLength;
  const onPaste = (index: number) => (e: ClipboardEvent<HTMLInputElement>) => {
    const pasted = applyPaste(words, index, e.clipboardData.getData('text'));
    if (!pasted) return;
    e.preventDefault();
    onChange(pasted.fields, pasted.length);
  };
  return (
    <div className={styles.fieldGrid} role="group" aria-label={`Recovery phrase, ${length} words`}>
      {words.map((w, i) => (
        <div key={i} className={styles.wordField}>
          <label htmlFor={`phrase-word-${i}`}>{i + 1}</label>
          <input
            id={`phrase-word-${i}`}
            aria-label={`Word ${i + 1}`}
            value={w}
            autoComplete="off"
            autoCapitalize="none"
            autoCorrect="off"
            spellCheck={false}
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy}
            onPaste={onPaste(i)}
            onChange={(e) =>
              onChange(
                words.map((x, j) => (j === i ? e.target.value.trim() : x)),
                length,
              )
            }
          />
        </div>
      ))}
    </div>
  );
}
