/**
 * What a session did not approve is refused before review (a real dapp SignClient refuses these
 * itself, so they are checked here at the wallet's gate): another chain 5100, another or unknown
 * method 5101; bad parameters -32602; and wc: links are checked before pairing.
 */
import type { SessionTypes } from '@walletconnect/types';
import { describe, expect, it } from 'vitest';
import { RequestRefusal, reviewOf } from './requests';
import { parseWcUri, WC_URI_ERROR } from './uri';

const ACCOUNT = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const session = {
  namespaces: {
    eip155: {
      chains: ['eip155:31337'],
      accounts: [`eip155:31337:${ACCOUNT}`],
      methods: ['personal_sign', 'eth_sign'],
      events: [],
    },
  },
} as unknown as SessionTypes.Struct;

function refusal(chain: string, method: string, params: unknown): unknown {
  try {
    reviewOf(session, chain, { method, params });
  } catch (e) {
    if (e instanceof RequestRefusal) return e.error.code;
    throw e;
  }
  return 'accepted';
}

describe('WalletConnect request gate', () => {
  it('refuses chains and methods outside the session with the standard codes', () => {
    expect(refusal('eip155:1', 'personal_sign', ['0x00', ACCOUNT])).toBe(5100);
    expect(refusal('eip155:31337', 'eth_sendTransaction', [{ from: ACCOUNT, to: ACCOUNT }])).toBe(5101);
    // Approved by the session but not a method Kestrel answers.
    expect(refusal('eip155:31337', 'eth_sign', [ACCOUNT, '0x00'])).toBe(5101);
    expect(
      refusal('eip155:31337', 'personal_sign', ['0x00', '0x70997970C51812dc3A010C7d01b50e0d17dc79C8']),
    ).toBe(-32602);
    expect(refusal('eip155:31337', 'personal_sign', ['0x00', ACCOUNT])).toBe('accepted');
  });

  it('shows a text message as text and binary as hex only', () => {
    expect(
      reviewOf(session, 'eip155:31337', { method: 'personal_sign', params: ['hi', ACCOUNT] }),
    ).toMatchObject({
      messageHex: '0x6869',
      text: 'hi',
    });
    expect(
      reviewOf(session, 'eip155:31337', { method: 'personal_sign', params: ['0xff00', ACCOUNT] }),
    ).toMatchObject({
      text: null,
    });
  });

  it('eth_sendTransaction without `to` is a contract deployment, which needs the contract code', () => {
    const sending = {
      namespaces: { eip155: { ...session.namespaces.eip155!, methods: ['eth_sendTransaction'] } },
    };
    const send = (tx: object) =>
      reviewOf(sending as unknown as SessionTypes.Struct, 'eip155:31337', {
        method: 'eth_sendTransaction',
        params: [{ from: ACCOUNT, ...tx }],
      });
    for (const to of [undefined, null, ''])
      expect(send({ to, data: '0x6080' })).toMatchObject({ tx: { to: null, data: '0x6080', value: '0' } });
    expect(() => send({ data: '0x' })).toThrow('A contract deployment needs the contract code.');
    expect(() => send({ to: 5, data: '0x6080' })).toThrow('Bad to.');
  });

  it('accepts only WalletConnect v2 links', () => {
    const topic = 'a'.repeat(64);
    expect(parseWcUri(` wc:${topic}@2?relay-protocol=irn&symKey=${'b'.repeat(64)} `).topic).toBe(topic);
    for (const bad of ['', 'https://x', `wc:${topic}@1?bridge=x&key=y`, `wc:${topic}@2?relay-protocol=irn`])
      expect(() => parseWcUri(bad)).toThrow(WC_URI_ERROR);
  });
});
