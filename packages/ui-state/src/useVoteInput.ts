/**
 * A validator's typed vote count: the text follows the kept value, and when typing is done the
 * text goes to the wallet's vote rules (which may cap or drop it) and the field shows the value
 * kept until the store answers with the new one.
 */
import { useEffect, useState } from 'react';

export function useVoteInput(value: number, onType: (text: string) => void) {
  const [text, setText] = useState(String(value));
  useEffect(() => setText(String(value)), [value]);
  return {
    text,
    setText,
    done: () => {
      onType(text);
      setText(String(value));
    },
  };
}
