/**
 * The staking screen's validator list in both shells: a search by name or address and the first
 * 50 matches, 50 more at a time. Solana mainnet lists well over a thousand validators; rendering
 * them all at once is slow on a phone and the list cannot be read without a way to find one.
 * The provider's order is kept (the spec names none; the list provider ranks them).
 */
import { useMemo, useState } from 'react';
import type { ValidatorView } from './stakeView';

export const VALIDATORS_SHOWN = 50;

/** The validators whose name or address holds the query (trimmed, any case); all for an empty one. */
export function matchValidators(
  validators: readonly ValidatorView[],
  query: string,
): readonly ValidatorView[] {
  const q = query.trim().toLowerCase();
  if (!q) return validators;
  return validators.filter(
    (v) => v.name.toLowerCase().includes(q) || v.validatorAddress.toLowerCase().includes(q),
  );
}

/** What the list says when it shows no row. */
export function noValidatorText(query: string): string {
  const q = query.trim();
  return q ? `No validator matches “${q}”.` : 'No validators are listed.';
}

export function useValidatorSearch(validators: readonly ValidatorView[]) {
  const [query, setQueryText] = useState('');
  const [shown, setShown] = useState(VALIDATORS_SHOWN);
  const matches = useMemo(() => matchValidators(validators, query), [validators, query]);
  const rows = matches.slice(0, shown);
  const remaining = matches.length - rows.length;
  return {
    query,
    /** A new query starts again from the first 50 matches. */
    setQuery: (text: string) => {
      setQueryText(text);
      setShown(VALIDATORS_SHOWN);
    },
    rows,
    /** How many validators match the query in all. */
    matchCount: matches.length,
    /** Matches not shown yet. */
    remaining,
    /** The "Show more" control's words, or null when nothing is left. */
    moreText: remaining > 0 ? `Show ${Math.min(remaining, VALIDATORS_SHOWN)} more (${remaining} left)` : null,
    showMore: () => setShown((n) => n + VALIDATORS_SHOWN),
    emptyText: noValidatorText(query),
  };
}
