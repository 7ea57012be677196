/** Phrase entry helpers: split a pasted phrase over the word fields. Pure. */

export const PHRASE_LENGTHS = [12, 24] as const;
export type PhraseLength = (typeof PHRASE_LENGTHS)[number];

/** Words of a pasted text: any whitespace, commas or numbering like "1." are separators. */
export function splitPastedPhrase(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/\b\d+[.)]/g, ' ')
    .split(/[\s,]+/)
    .filter(Boolean);
}

/**
 * Applies a paste into field `index`: a single word fills that field; several words fill the
 * fields from `index` on (and pick 24 fields when more than 12 words arrive).
 */
export function applyPaste(
  fields: readonly string[],
  index: number,
  text: string,
): { fields: string[]; length: PhraseLength } | null {
  const words = splitPastedPhrase(text);
  if (words.length < 2) return null;
  const length: PhraseLength = index + words.length > 12 ? 24 : fields.length === 24 ? 24 : 12;
  const next = Array.from({ length }, (_, i) => fields[i] ?? '');
  words.slice(0, length - index).forEach((w, i) => (next[index + i] = w));
  return { fields: next, length };
}

export function joinPhrase(fields: readonly string[]): string {
  return fields
    .map((w) => w.trim().toLowerCase())
    .filter(Boolean)
    .join(' ');
}
