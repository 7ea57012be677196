/**
 * The conformance suite keeps up with the families: every family whose module creates adapters
 * must be in CONFORMANCE_FAMILIES, with its own conformance/<family>.test.ts running testAdapter()
 * on each of its chain records. A family that gains an adapter fails here until it joins.
 */
import { describe, expect, it } from 'vitest';
import { ChainNotSupportedError } from '../adapter-types';
import { FAMILIES, loadFamily } from '../families/registry';
import { CHAINS } from '../registry/index';
import type { Family } from '../registry/types';
import { CONFORMANCE_FAMILIES, CONFORMANCE_PENDING } from './chains';

describe('conformance coverage', () => {
  it('runs for every family that has an adapter', async () => {
    const withAdapter: Family[] = [];
    for (const f of FAMILIES) {
      const family = await loadFamily(f);
      const chain = CHAINS.find((c) => c.family === f)!;
      try {
        // No endpoints: creating an adapter reads nothing.
        family.createAdapter(chain, { network: 'mainnet', rpc: [], explorerApis: [] });
        withAdapter.push(f);
      } catch (e) {
        if (!(e instanceof ChainNotSupportedError)) throw e;
      }
    }
    expect(withAdapter).toEqual(expect.arrayContaining(['evm', 'utxo']));
    const missing = withAdapter.filter((f) => !CONFORMANCE_FAMILIES.includes(f));
    expect(missing, 'families with an adapter but no conformance/<family>.test.ts in chains.ts').toEqual(
      Object.keys(CONFORMANCE_PENDING).sort(),
    );
  });
});
