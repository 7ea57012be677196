/**
 * Signing checked byte for byte against Trust Wallet Core's published vectors:
 * trustwallet/wallet-core tests/chains/Cosmos/SignerTests.cpp (CosmosSigner.SignTxProtobuf) and
 * tests/chains/Cosmos/THORChain/SignerTests.cpp (THORChainSigner.SignTx_Protobuf_7E480F, a mainnet
 * transaction, and THORChainSigner.SignTx_MsgDeposit).
 */
import { base64, hex } from '@scure/base';
import { describe, expect, it } from 'vitest';
import type { UnsignedTx } from '../../../adapter-types';
import { accountHash } from './address';
import type { CosmosTxPayload } from './build';
import { signTransaction } from './sign';
import { signerFromSecret } from './signer';
import { encodeBody, type CosmosMsg } from './tx';

function unsigned(
  chain: 'cosmos' | 'thorchain',
  from: string,
  msg: CosmosMsg,
  o: { chainId: string; account: number; sequence: number; memo?: string; fee: string[]; gas: number },
): UnsignedTx<CosmosTxPayload> {
  const [denom, amount] = o.fee;
  return {
    chain_name: chain,
    family: 'cosmos',
    payload: {
      from,
      chainId: o.chainId,
      accountNumber: String(o.account),
      sequence: String(o.sequence),
      body: hex.encode(encodeBody([msg], o.memo ?? '')),
      fee: denom && amount ? [{ denom, amount }] : [],
      gasLimit: String(o.gas),
    },
  };
}

describe('Cosmos SIGN_MODE_DIRECT against wallet-core vectors', () => {
  it('Cosmos bank MsgSend (CosmosSigner.SignTxProtobuf)', async () => {
    const from = 'cosmos1hsk6jryyqjfhp5dhc55tc9jtckygx0eph6dd02';
    const to = 'cosmos1zt50azupanqlfam5afhv3hexwyutnukeh4c573';
    const tx = unsigned(
      'cosmos',
      from,
      { type: 'bankSend', from, to, amount: [{ denom: 'muon', amount: 1n }] },
      {
        chainId: 'gaia-13003',
        account: 1037,
        sequence: 8,
        fee: ['muon', '200'],
        gas: 200000,
      },
    );
    const signed = await signTransaction(
      tx,
      signerFromSecret('80e81ea269e66a0a05b11236df7919fb7fbeedba87452d667489d7403a02f005'),
    );
    expect(signed.raw).toBe(
      'CowBCokBChwvY29zbW9zLmJhbmsudjFiZXRhMS5Nc2dTZW5kEmkKLWNvc21vczFoc2s2anJ5eXFqZmhwNWRoYzU1dGM5anRja3lneDBlcGg2ZGQwMhItY29zbW9zMXp0NTBhenVwYW5xbGZhbTVhZmh2M2hleHd5dXRudWtlaDRjNTczGgkKBG11b24SATESZQpQCkYKHy9jb3Ntb3MuY3J5cHRvLnNlY3AyNTZrMS5QdWJLZXkSIwohAlcobsPzfTNVe7uqAAsndErJAjqplnyudaGB0f+R+p3FEgQKAggBGAgSEQoLCgRtdW9uEgMyMDAQwJoMGkD54fQAFlekIAnE62hZYl0uQelh/HLv0oQpCciY5Dn8H1SZFuTsrGdu41PH1Uxa4woptCELi/8Ov9yzdeEFAC9H',
    );
    expect(hex.encode(base64.decode(signed.raw).slice(-64))).toBe(
      'f9e1f4001657a42009c4eb6859625d2e41e961fc72efd2842909c898e439fc1f549916e4ecac676ee353c7d54c5ae30a29b4210b8bff0ebfdcb375e105002f47',
    );
  });

  it('THORChain /types.MsgSend (mainnet 7E480F…)', async () => {
    const from = 'thor1z53wwe7md6cewz9sqwqzn0aavpaun0gw0exn2r';
    const to = 'thor1e2ryt8asq4gu0h6z2sx9u7rfrykgxwkmr9upxn';
    const msg: CosmosMsg = {
      type: 'thorSend',
      from: accountHash(from),
      to: accountHash(to),
      amount: [{ denom: 'rune', amount: 38000000n }],
    };
    const tx = unsigned('thorchain', from, msg, {
      chainId: 'thorchain-mainnet-v1',
      account: 593,
      sequence: 21,
      fee: ['rune', '200'],
      gas: 2500000,
    });
    const signed = await signTransaction(
      tx,
      signerFromSecret('7105512f0c020a1dd759e14b865ec0125f59ac31e34d7a2807a228ed50cb343e'),
    );
    expect(signed.raw).toBe(
      'ClIKUAoOL3R5cGVzLk1zZ1NlbmQSPgoUFSLnZ9tusZcIsAOAKb+9YHvJvQ4SFMqGRZ+wBVHH30JUDF54aRksgzrbGhAKBHJ1bmUSCDM4MDAwMDAwEmYKUApGCh8vY29zbW9zLmNyeXB0by5zZWNwMjU2azEuUHViS2V5EiMKIQPtmX45bPQpL1/OWkK7pBWZzNXZbjExVKfJ6nBJ3jF8dxIECgIIARgVEhIKCwoEcnVuZRIDMjAwEKDLmAEaQKZtS3ATa26OOGvqdKm14ZbHeNfkPtIajXi5MkZ5XaX2SWOeX+YnCPZ9TxF9Jj5cVIo71m55xq4hVL3yDbRe89g=',
    );
    // The explorer's hash of this mainnet transaction.
    expect(signed.hash).toBe('7E480FA163F6C6AFA17593F214C7BBC218F69AE3BC72366E39042AF381BFE105');
  });

  it('THORChain /types.MsgDeposit (THORChainSigner.SignTx_MsgDeposit)', async () => {
    const from = 'thor14j5lwl8ulexrqp5x39kmkctv2937694z3jn2dz';
    const memo = 'SWAP:DOGE.DOGE:DNhRF1h8J4ZnB1bxp9kaqhVLYetkx1nSJ5:0';
    const msg: CosmosMsg = {
      type: 'thorDeposit',
      coins: [{ asset: { chain: 'THOR', symbol: 'RUNE' }, amount: 150000000n }],
      memo,
      signer: accountHash(from),
    };
    const tx = unsigned('thorchain', from, msg, {
      chainId: 'thorchain-mainnet-v1',
      account: 75247,
      sequence: 1,
      memo,
      fee: [],
      gas: 500000000,
    });
    const signed = await signTransaction(
      tx,
      signerFromSecret('2659e41d54ebd449d68b9d58510d8eeeb837ee00d6ecc760b7a731238d8c3113'),
    );
    expect(signed.raw).toBe(
      'CrIBCnsKES90eXBlcy5Nc2dEZXBvc2l0EmYKGQoMCgRUSE9SEgRSVU5FEgkxNTAwMDAwMDASM1NXQVA6RE9HRS5ET0dFOkROaFJGMWg4SjRabkIxYnhwOWthcWhWTFlldGt4MW5TSjU6MBoUrKn3fPz+TDAGholtu2FsUWPtFqISM1NXQVA6RE9HRS5ET0dFOkROaFJGMWg4SjRabkIxYnhwOWthcWhWTFlldGt4MW5TSjU6MBJaClAKRgofL2Nvc21vcy5jcnlwdG8uc2VjcDI1NmsxLlB1YktleRIjCiEDuZVDlIFW3DtSEBa6aUBJ0DrQHlQ+2g7lIt5ekAM25SkSBAoCCAEYARIGEIDKte4BGkD363SjmdYzR2RPk9KCnxcEk9hjAIli3dNkqhmtLCHcRX0wHWuwUAl8k1L4IMkDiwL4xc/AJ/caLi0DnpSHxbBX',
    );
  });

  it("an unsigned transaction without a build is spec §8's 'no built found'", async () => {
    const signer = signerFromSecret('7105512f0c020a1dd759e14b865ec0125f59ac31e34d7a2807a228ed50cb343e');
    const tx = { chain_name: 'cosmos', family: 'cosmos', payload: {} } as UnsignedTx<CosmosTxPayload>;
    await expect(signTransaction(tx, signer)).rejects.toThrow(/^no built found$/);
  });

  it('refuses a signer whose key is not the sender', async () => {
    const from = 'cosmos1hsk6jryyqjfhp5dhc55tc9jtckygx0eph6dd02';
    const msg: CosmosMsg = { type: 'bankSend', from, to: from, amount: [{ denom: 'uatom', amount: 1n }] };
    const tx = unsigned('cosmos', from, msg, { chainId: 'x', account: 1, sequence: 0, fee: [], gas: 1 });
    const other = signerFromSecret('7105512f0c020a1dd759e14b865ec0125f59ac31e34d7a2807a228ed50cb343e');
    await expect(signTransaction(tx, other)).rejects.toThrow(/does not hold the key/);
  });
});
