/**
 * How the screens show and take fees of a chain, and whether it batches: the chain family's
 * presentation hints (custom fee unit and decimals, batch), asked of the family once it is
 * loaded. The shell never decides this from a family name.
 */
import { useEffect, useState } from 'react';
import type { PresentationHints } from '@kestrel/wallet';
import { loadWallet } from './wallet';

export type { PresentationHints };

const known = new Map<string, PresentationHints>();

/** The hints of a chain_name, loading its family on first use. Rejects for an unknown chain. */
export async function presentationOf(chainName: string): Promise<PresentationHints> {
  const ready = known.get(chainName);
  if (ready) return ready;
  const mod = await loadWallet();
  const chain = mod.getChain(chainName);
  const hints = (await mod.loadFamilyOf(chain)).presentation(chain);
  known.set(chainName, hints);
  return hints;
}

/**
 * The hints of these chains, as far as they are loaded: a chain is missing until its family has
 * loaded (the hook re-renders then), and stays missing when it is unknown.
 */
export function usePresentations(chainNames: readonly string[]): ReadonlyMap<string, PresentationHints> {
  const key = [...new Set(chainNames)].sort().join('\n');
  const [, setLoaded] = useState(0);
  useEffect(() => {
    const missing = key ? key.split('\n').filter((c) => !known.has(c)) : [];
    if (!missing.length) return;
    let live = true;
    void Promise.all(missing.map((c) => presentationOf(c).catch(() => null))).then(
      () => live && setLoaded((n) => n + 1),
    );
    return () => {
      live = false;
    };
  }, [key]);
  const out = new Map<string, PresentationHints>();
  for (const c of chainNames) {
    const hints = known.get(c);
    if (hints) out.set(c, hints);
  }
  return out;
}
