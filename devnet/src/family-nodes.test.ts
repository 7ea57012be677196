/**
 * The family nodes `npm start` runs: each starts (here on free ports), answers the uniform faucet
 * route (a bad address is refused with 400, never a crash), and stops; a bad port setting is refused.
 */
import { describe, expect, it } from 'vitest';
import { FAMILY_NODES, familyNodePort, startFamilyNodes } from './family-nodes';

describe('family nodes', () => {
  it('start together, answer the uniform faucet route, and stop', async () => {
    const env = Object.fromEntries(FAMILY_NODES.map((n) => [`KESTREL_${n.node.toUpperCase()}_PORT`, '0']));
    const nodes = await startFamilyNodes(FAMILY_NODES, env);
    try {
      expect(Object.keys(nodes.urls).sort()).toEqual(FAMILY_NODES.map((n) => n.node).sort());
      for (const url of Object.values(nodes.urls)) {
        const r = await fetch(`${url.replace(/\/$/, '')}/faucet`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ address: 'not-an-address', amount: '1' }),
        });
        expect(r.status, url).toBe(400);
        expect(((await r.json()) as { error?: unknown }).error).toBeTruthy();
      }
    } finally {
      await nodes.stop();
    }
    await expect(fetch(Object.values(nodes.urls)[0]!)).rejects.toThrow();
  }, 120_000);

  it('a port setting that is not a port is refused', () => {
    expect(() => familyNodePort(FAMILY_NODES[0]!, { KESTREL_TON_PORT: 'abc' })).toThrow(/whole number/);
    expect(familyNodePort(FAMILY_NODES[0]!, {})).toBe(FAMILY_NODES[0]!.port);
  });
});
