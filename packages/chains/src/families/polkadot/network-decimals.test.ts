/**
 * Decimals per network: Westend's WND has 12 where DOT has 10 (the devnet keeps DOT's 10). The
 * registry's networkDecimals says so, and the Polkadot family uses it for the balance it reports,
 * for Subscan amounts given as decimal text, and for spec §5's "1 DOT" receiver threshold (one
 * coin of the network). Balances are read from a local server answering the node's JSON-RPC.
 */
import { ed25519 } from '@noble/curves/ed25519.js';
import { hex } from '@scure/base';
import { afterAll, describe, expect, it } from 'vitest';
import { startLocalServer, sendJson, type LocalServer } from '../../net/testing/local-server';
import { networkDecimals } from '../../registry/decimals';
import { CHAINS, getChain } from '../../registry/index';
import type { NetworkName } from '../../registry/types';
import { family } from './index';
import { accountStorageKey } from './logic/account';
import { polkadotAddressFromPublicKey } from './logic/address';
import { createContext } from './logic/context';
import { rowOf } from './logic/history';
import { receiverRule } from './logic/prepare';
import { RECEIVER_CODE } from './logic/rules';
import { concatBytes, uintLE } from './logic/scale';

const chain = getChain('polkadot');
const KEY = ed25519.getPublicKey(new Uint8Array(32).fill(7));
const FREE = 5n * 10n ** 12n;
/** AccountInfo as the runtime stores it: nonce, consumers, providers, sufficients, free, reserved, frozen, flags. */
const accountInfo = (free: bigint) =>
  `0x${hex.encode(concatBytes(uintLE(0, 4), uintLE(0, 4), uintLE(1, 4), uintLE(0, 4), uintLE(free, 16), uintLE(0, 16), uintLE(0, 16), uintLE(1n << 127n, 16)))}`;

const servers: LocalServer[] = [];
afterAll(() => Promise.all(servers.map((s) => s.close())));

async function nodeHolding(free: bigint) {
  const s = await startLocalServer((req, res) => {
    const call = req.json<{ id: number; method: string; params: unknown[] }>();
    const result =
      call.method === 'state_getStorage' && call.params[0] === accountStorageKey(KEY)
        ? accountInfo(free)
        : null;
    sendJson(res, { jsonrpc: '2.0', id: call.id, result });
  });
  servers.push(s);
  return s;
}

describe('Polkadot decimals per network', () => {
  it('Westend has 12, Polkadot and the devnet 10; every other chain has its own on every network', () => {
    expect(networkDecimals(chain, 'testnet')).toBe(12);
    expect(networkDecimals(chain, 'mainnet')).toBe(10);
    expect(networkDecimals(chain, 'devnet')).toBe(10);
    for (const c of CHAINS.filter((x) => x.chain_name !== 'polkadot'))
      for (const n of ['mainnet', 'testnet', 'devnet'] as NetworkName[])
        expect(networkDecimals(c, n), `${c.chain_name} ${n}`).toBe(c.decimals);
  });

  it.each([
    ['testnet', 12],
    ['mainnet', 10],
  ] as const)('the %s balance is reported with %i decimals', async (network, decimals) => {
    const node = await nodeHolding(FREE);
    const adapter = family.createAdapter(chain, { network, rpc: [node.url], explorerApis: [] });
    const [native] = await adapter.getBalances(polkadotAddressFromPublicKey(KEY, network));
    expect(native).toMatchObject({ amount: FREE, decimals, symbol: 'DOT', state: 'fresh' });
  });

  it("a Subscan amount given as text is read with the network's decimals", () => {
    const t = {
      from: 'a',
      to: 'b',
      success: true,
      hash: `0x${'12'.repeat(32)}`,
      block_timestamp: 1718000000,
      amount: '1.5',
    } as Parameters<typeof rowOf>[1];
    expect(rowOf(createContext(chain, { network: 'testnet' }), t).amount).toBe('1500000000000');
    expect(rowOf(createContext(chain, { network: 'mainnet' }), t).amount).toBe('15000000000');
  });

  it('spec §5 "1 DOT" to an empty receiver is one coin of the network: 10^12 plancks on Westend', () => {
    const oneWnd = 10n ** 12n;
    expect(() => receiverRule(10n ** 10n, 0n, oneWnd)).toThrow(RECEIVER_CODE);
    expect(() => receiverRule(oneWnd, 0n, oneWnd)).not.toThrow();
  });
});
