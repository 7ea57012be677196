/**
 * Properties of what a dapp sends (the malicious dapp of docs/security.md): any method and any
 * parameters given to reviewOf either give a well-formed review of an account the session holds,
 * or a RequestRefusal with a JSON-RPC / WalletConnect code, never another exception; any pasted
 * text given to parseWcUri is a pairing link or the one WC_URI_ERROR.
 */
import type { SessionTypes } from '@walletconnect/types';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RequestRefusal, reviewOf, WC_METHODS } from './requests';
import { parseWcUri, WC_URI_ERROR } from './uri';

const RUNS = { numRuns: 300 };
const ACCOUNT = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const CHAINS = ['eip155:31337', 'eip155:1'];
const session = {
  namespaces: {
    eip155: {
      chains: CHAINS,
      accounts: CHAINS.map((c) => `${c}:${ACCOUNT}`),
      methods: [...WC_METHODS],
      events: [],
    },
  },
} as unknown as SessionTypes.Struct;

const hex = fc.uint8Array({ maxLength: 40 }).map((b) => `0x${Buffer.from(b).toString('hex')}`);
/** Values a dapp might put anywhere: junk of every type and near-valid hex, numbers and accounts. */
const value = fc.oneof(
  fc.anything({ maxDepth: 2 }),
  hex,
  fc.constantFrom(
    ACCOUNT,
    ACCOUNT.toLowerCase(),
    '0x',
    '0x1',
    '0x7a69',
    '1',
    '1.5',
    '-1',
    'abc',
    null,
    31337,
    1.5,
  ),
);
const typedData = fc
  .record(
    {
      primaryType: value,
      domain: fc.oneof(value, fc.record({ chainId: value, name: value }, { requiredKeys: [] })),
      message: value,
      types: value,
    },
    { requiredKeys: [] },
  )
  .chain((t) => fc.constantFrom<unknown>(t, JSON.stringify(t)));
const transaction = fc.record(
  { from: value, to: value, value, data: value, input: value },
  { requiredKeys: [] },
);

/** One request: each method with parameters shaped like its own (and junk), or any method at all. */
const request = fc.oneof(
  fc.record({
    method: fc.string({ maxLength: 12 }),
    params: fc.oneof(value, fc.array(value, { maxLength: 3 })),
  }),
  fc.record({ method: fc.constant('eth_sendTransaction'), params: fc.oneof(fc.tuple(transaction), value) }),
  fc.record({ method: fc.constant('personal_sign'), params: fc.tuple(value, value) }),
  fc.record({
    method: fc.constant('eth_signTypedData_v4'),
    params: fc.tuple(
      fc.constantFrom<unknown>(ACCOUNT, 'nobody'),
      fc.oneof(
        typedData,
        value,
        value.map((v) => JSON.stringify(v)),
      ),
    ),
  }),
  fc.record({
    method: fc.constant('wallet_switchEthereumChain'),
    params: fc.oneof(fc.tuple(fc.record({ chainId: value }, { requiredKeys: [] })), value),
  }),
);

describe('dapp requests (property)', () => {
  it('any request is a well-formed review of a session account, or a RequestRefusal', () => {
    fc.assert(
      fc.property(fc.constantFrom(CHAINS[0]!, CHAINS[0]!, CHAINS[1]!, 'eip155:5'), request, (chain, r) => {
        let review;
        try {
          review = reviewOf(session, chain, r);
        } catch (e) {
          expect(e, String(e)).toBeInstanceOf(RequestRefusal);
          expect(Number.isInteger((e as RequestRefusal).error.code)).toBe(true);
          return;
        }
        expect(review.method).toBe(r.method);
        if (review.method === 'eth_sendTransaction') {
          expect(review.tx.from).toBe(ACCOUNT);
          expect(review.tx.value).toMatch(/^\d+$/);
          expect(review.tx.data).toMatch(/^0x([0-9a-fA-F]{2})*$/);
          // A deployment (no recipient) always carries the contract's code.
          if (review.tx.to === null) expect(review.tx.data).not.toBe('0x');
        } else if (review.method === 'wallet_switchEthereumChain') {
          expect(CHAINS).toContain(review.chainId);
        } else {
          expect(review.address).toBe(ACCOUNT);
        }
      }),
      RUNS,
    );
  });

  it('any pasted text is a v2 pairing link or the one WC_URI_ERROR', () => {
    const link = fc
      .record({
        topic: fc.oneof(fc.stringMatching(/^[0-9a-f]{64}$/), fc.string({ maxLength: 70 })),
        version: fc.constantFrom('1', '2', '02', ''),
        query: fc.oneof(
          fc.string({ maxLength: 30 }),
          fc
            .tuple(fc.oneof(fc.stringMatching(/^[0-9a-f]{64}$/), fc.string()), fc.string({ maxLength: 6 }))
            .map(([k, p]) => `relay-protocol=${p}&symKey=${k}`),
        ),
      })
      .map(({ topic, version, query }) => `wc:${topic}@${version}?${query}`);
    fc.assert(
      fc.property(fc.oneof(link, fc.string({ maxLength: 80 })), (text) => {
        try {
          const uri = parseWcUri(text);
          expect(uri.topic).toMatch(/^[0-9a-f]{64}$/);
          expect(uri.symKey).toMatch(/^[0-9a-fA-F]{64}$/);
          expect(uri.relayProtocol.length).toBeGreaterThan(0);
        } catch (e) {
          expect((e as Error).message).toBe(WC_URI_ERROR);
        }
      }),
      RUNS,
    );
  });
});
