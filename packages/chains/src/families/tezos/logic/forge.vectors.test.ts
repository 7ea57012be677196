/**
 * Published vectors from Trust Wallet Core's Tezos tests (Apache-2.0):
 * trustwallet/wallet-core rust/chains/tw_tezos/tests/operation_list.rs (forged bytes; commit
 * c54e004783f474691f8eaec49729e340f44c72d1) and rust/chains/tw_tezos/tests/signer.rs
 * (signature of ffaa; commit c34267d34878c0a26db9a964785a7254c96eca7f).
 * Those reveal vectors predate protocol Seoul (023), which appended the optional BLS proof to a
 * reveal: today a reveal ends with one more byte, 00 (no proof), as @taquito/local-forging 25
 * writes it; the vectors are checked with that byte added.
 */
import { ed25519 } from '@noble/curves/ed25519.js';
import { bytesToHex, hexToBytes } from '@noble/hashes/utils.js';
import { describe, expect, it } from 'vitest';
import { forgeOperation, type ManagerContent } from './forge';
import { signingDigest } from './sign';

const BRANCH = 'BL8euoCWqNCny9AR3AKjnpi38haYMxjei1ZqNHuXMn19JSQnoWp';
const BRANCH_HEX = '3756ef37b1be849e3114643f0aa5847cabf9a896d3bfe4dd51448de68e91da01';
const limits = { fee: '1272', counter: '30738', gas_limit: '10100', storage_limit: '257' };

describe('Tezos forging: Trust Wallet Core vectors', () => {
  it('forges the branch alone as its 32 bytes', () => {
    const tx: ManagerContent = {
      kind: 'transaction',
      source: 'tz1XVJ8bZUXs7r5NV8dHvuiBhzECvLRLR3jW',
      ...limits,
      amount: '1',
      destination: 'tz1Yju7jmmsaUiG9qQLoYv35v5pHgnWoLWbt',
    };
    expect(bytesToHex(forgeOperation({ branch: BRANCH, contents: [tx] })).slice(0, 64)).toBe(BRANCH_HEX);
  });

  it('test_forge_operation_list_transaction_only', () => {
    const tx: ManagerContent = {
      kind: 'transaction',
      source: 'tz1XVJ8bZUXs7r5NV8dHvuiBhzECvLRLR3jW',
      ...limits,
      amount: '1',
      destination: 'tz1Yju7jmmsaUiG9qQLoYv35v5pHgnWoLWbt',
    };
    expect(bytesToHex(forgeOperation({ branch: BRANCH, contents: [tx] }))).toBe(
      `${BRANCH_HEX}6c0081faa75f741ef614b0e35fcc8c90dfa3b0b95721f80992f001f44e81020100008fb5cea62d147c696afd9a93dbce962f4c8a9c9100`,
    );
  });

  it('test_forge_operation_list_reveal_only (+ the 00 no-proof byte)', () => {
    const reveal: ManagerContent = {
      kind: 'reveal',
      source: 'tz1XVJ8bZUXs7r5NV8dHvuiBhzECvLRLR3jW',
      ...limits,
      public_key: 'edpku9ZF6UUAEo1AL3NWy1oxHLL6AfQcGYwA5hFKrEKVHMT3Xx889A',
    };
    expect(bytesToHex(forgeOperation({ branch: BRANCH, contents: [reveal] }))).toBe(
      `${BRANCH_HEX}6b0081faa75f741ef614b0e35fcc8c90dfa3b0b95721f80992f001f44e810200429a986c8072a40a1f3a3e2ab5a5819bb1b2fb69993c5004837815b9dc55923e00`,
    );
  });

  it('test_forge_operation_list_transaction_and_reveal (+ the 00 no-proof byte)', () => {
    const source = 'tz1RKLoYm4vtLzo7TAgGifMDAkiWhjfyXwP4';
    const contents: ManagerContent[] = [
      {
        kind: 'reveal',
        source,
        ...limits,
        public_key: 'edpkuNb9N2UHtGeSc2BZCBHN8ETx7E4DwkSfz5Hw3m3tF3dLZTU8qp',
      },
      {
        kind: 'transaction',
        source,
        ...limits,
        counter: '30739',
        amount: '1',
        destination: 'tz1gSM6yiwr85jEASZ1q3UekgHEoxYt7wg2M',
      },
    ];
    expect(bytesToHex(forgeOperation({ branch: BRANCH, contents }))).toBe(
      `${BRANCH_HEX}6b003e47f837f0467b4acde406ed5842f35e2414b1a8f80992f001f44e810200603247bbf52501498293686da89ad8b2aca85f83b90903d4521dd2aba66054eb00` +
        '6c003e47f837f0467b4acde406ed5842f35e2414b1a8f80993f001f44e8102010000e42504da69a7c8d5baeaaeebe157a02db6b22ed800',
    );
  });

  it('test_sign_string: ed25519 over blake2b-256(03 || ffaa)', () => {
    const key = hexToBytes('2e8905819b8723fe2c1d161860e5ee1830318dbf49a83bd451cfb8440c28bd6f');
    expect(bytesToHex(ed25519.sign(signingDigest(hexToBytes('ffaa')), key))).toBe(
      'eaab7f4066217b072b79609a9f76cdfadd93f8dde41763887e131c02324f18c8e41b1009e334baf87f9d2e917bf4c0e73165622e5522409a0c5817234a48cc02',
    );
  });
});
