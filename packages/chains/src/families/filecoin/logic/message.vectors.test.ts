/**
 * Message bytes, CIDs and signatures against Trust Wallet Core's published Filecoin vectors
 * (trustwallet/wallet-core, tests/chains/Filecoin/TransactionTests.cpp "Serialize",
 * SignerTests.cpp "Sign" and "SignToDelegated" — that one broadcast on mainnet as
 * bafy2bzaceczvto7d2af7cq3kuwlvmanlh5xica4apl3vwxu37yaeozq72mvgm — and TWAnySignerTests.cpp "Sign").
 */
import { bytesToHex, hexToBytes } from '@noble/hashes/utils.js';
import { base64 } from '@scure/base';
import { describe, expect, it } from 'vitest';
import { filecoinAddressBytes } from './address';
import { bigIntBytes, cidBytes, cidString, encodeMessage, type FilecoinMessage } from './message';
import { METHOD_INVOKE_EVM, METHOD_SEND } from './rules';
import { signMessage } from './sign';
import { filecoinSigner } from './signer';

const E18 = 10n ** 18n;

describe('Filecoin message encoding (Trust Wallet Core vectors)', () => {
  it('encodes big ints as Trust Wallet does (EncodeBigInt)', () => {
    expect(bytesToHex(bigIntBytes(0n))).toBe('');
    expect(bytesToHex(bigIntBytes(1n))).toBe('0001');
    expect(bytesToHex(bigIntBytes(16n))).toBe('0010');
    expect(bytesToHex(bigIntBytes(1111111111111n))).toBe('000102b36211c7');
    expect(bytesToHex(bigIntBytes(1n << 128n))).toBe('000100000000000000000000000000000000');
    expect(() => bigIntBytes(-1n)).toThrow(/negative/);
  });

  it('serializes the message and its CID (Serialize)', () => {
    const from = filecoinSigner(
      hexToBytes('2f0f1d2c8de955c7c3fb4d9cae02539fadcb13fa998ccd9a1e871bed95f1941e'),
      'mainnet',
    ).address;
    const m: FilecoinMessage = {
      to: 'f1hvadvq4rd2pyayrigjx2nbqz2nvemqouslw4wxi',
      from,
      nonce: String(0x1234567890),
      value: '1000',
      gasLimit: '3333333333',
      gasFeeCap: '11111111',
      gasPremium: '333333',
      method: METHOD_SEND,
    };
    const encoded = encodeMessage(m, 'mainnet');
    expect(bytesToHex(encoded)).toBe(
      '8a0055013d403ac3911e9f806228326fa68619d36a4641d455013d413d4c3fe3d89f99495a48c6046224' +
        'a71f0cd71b0000001234567890430003e81ac6aea1554400a98ac744000516150040',
    );
    expect(bytesToHex(cidBytes(encoded))).toBe(
      '0171a0e40220a3b06c2837a94e3a431a78b00536d0298455ceec3d304adf26a3868147c4e6e1',
    );
  });

  const cases = [
    {
      name: 'Sign (f1 to f1)',
      key: '1d969865e189957b9824bd34f26d5cbf357fda1a6d844cbf0c9ab1ed93fa7dbe',
      from: 'f1z4a36sc7mfbv4z3qwutblp2flycdui3baffytbq',
      m: {
        to: 'f1rletqqhinhagw6nxjcr4kbfws25thgt7owzuruy',
        nonce: '1',
        value: '6000',
        gasLimit: '23423423423423',
        gasFeeCap: '456456456456445645',
        gasPremium: '5675674564734345',
        method: METHOD_SEND,
      },
      signature: '3GOUpn2Wiwe20QXLC8ixx23WiKDwrVkfxYi3CgzZ5jBVKZT4WUOZNuZhpUFky0PqGaM7vErEOi//yqBGSIQQUAA=',
    },
    {
      name: 'TWAnySigner Sign (f1 to f3)',
      key: '1d969865e189957b9824bd34f26d5cbf357fda1a6d844cbf0c9ab1ed93fa7dbe',
      from: 'f1z4a36sc7mfbv4z3qwutblp2flycdui3baffytbq',
      m: {
        to: 'f3um6uo3qt5of54xjbx3hsxbw5mbsc6auxzrvfxekn5bv3duewqyn2tg5rhrlx73qahzzpkhuj7a34iq7oifsq',
        nonce: '2',
        value: (600n * E18).toString(),
        gasLimit: '1000',
        gasFeeCap: (700n * E18).toString(),
        gasPremium: (800n * E18).toString(),
        method: METHOD_SEND,
      },
      signature: 'jMRu+OZ/lfppgmqSfGsntFrRLWZnUg3ZYmJTTRLsVt4V1310vR3VKGJpaE6S4sNvDOE6sEgmN9YmfTkPVK2qMgE=',
    },
    {
      name: 'SignToDelegated (f1 to f410, InvokeEVM)',
      key: 'd3d6ed8b97dcd4661f62a1162bee6949401fd3935f394e6eacf15b6d5005483c',
      from: 'f1mzyorxlcvdoqn5cto7urefbucugrcxxghpjc5hi',
      m: {
        to: 'f410frw6wy7w6sbsguyn3yzeygg34fgf72n5ao5sxyky',
        nonce: '0',
        value: '1000000000000000',
        gasLimit: '6152567',
        gasFeeCap: '4435940585',
        gasPremium: '11597139',
        method: METHOD_INVOKE_EVM,
      },
      signature: 'bxZhnsOYjdArPa3W0SpggwqtXPgvfRSoM2dU5lXYar9lWhTGc6FvPWk2RTUGyA8UtzMIdOPSUKfzU1iA2eA3YwA=',
      cid: 'bafy2bzaceczvto7d2af7cq3kuwlvmanlh5xica4apl3vwxu37yaeozq72mvgm',
    },
  ];

  for (const c of cases) {
    it(`signs byte for byte: ${c.name}`, async () => {
      const signer = filecoinSigner(hexToBytes(c.key), 'mainnet');
      expect(signer.address).toBe(c.from);
      const { signature, cid } = await signMessage({ ...c.m, from: c.from }, 'mainnet', signer);
      expect(base64.encode(signature)).toBe(c.signature);
      if (c.cid) expect(cid).toBe(c.cid);
    });
  }

  it('writes CIDs as Lotus does and refuses a key that is not the sender', async () => {
    expect(cidString(hexToBytes('0171a0e40220' + '00'.repeat(32)))).toMatch(/^bafy2bza/);
    expect(bytesToHex(filecoinAddressBytes('f0100', 'mainnet'))).toBe('0064');
    const signer = filecoinSigner(
      hexToBytes('1d969865e189957b9824bd34f26d5cbf357fda1a6d844cbf0c9ab1ed93fa7dbe'),
      'mainnet',
    );
    const m = { ...cases[0]!.m, from: 'f1rletqqhinhagw6nxjcr4kbfws25thgt7owzuruy' };
    await expect(signMessage(m, 'mainnet', signer)).rejects.toThrow(/does not belong/);
  });
});
