/** The backup check's inputs: one field per asked word of the recovery phrase, the first focused. */
import type { Dispatch, SetStateAction } from 'react';
import { TextField } from '../../ui/TextField';

export function BackupWordFields({
  positions,
  answers,
  setAnswers,
}: {
  /** 0-based positions of the asked words, in the order the fields show them. */
  positions: readonly number[];
  answers: readonly string[];
  setAnswers: Dispatch<SetStateAction<string[]>>;
}) {
  return positions.map((p, i) => (
    <TextField
      key={p}
      label={`Word #${p + 1}`}
      autoComplete="off"
      autoCapitalize="none"
      spellCheck={false}
      mono
      value={answers[i] ?? ''}
      autoFocus={i === 0}
      onChange={(e) => setAnswers((a) => a.map((x, j) => (j === i ? e.target.value : x)))}
    />
  ));
}
