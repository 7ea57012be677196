/**
 * Transaction bytes against tronweb (devDependency, MIT): for random TRX and TRC-20 transfers (memo,
 * fee limit, reference block, times), raw_data from proto.ts equals tronweb's txJsonToPb of the
 * JSON raw_data the adapter broadcasts, txID is its sha256, and the signature equals tronweb's
 * ECKeySign (both RFC 6979). And against Trust Wallet Core's published Tron signer vectors
 * (wallet-core tests/chains/Tron/SignerTests.cpp: SignTransfer, SignTransferTrc20Contract).
 */
import { secp256k1 } from '@noble/curves/secp256k1.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { concatBytes } from '@noble/hashes/utils.js';
import { hex } from '@scure/base';
import { utils } from 'tronweb';
import { describe, expect, it } from 'vitest';
import { tronAddressBytes, tronAddressFromPublicKey } from './address';
import { transferData } from './abi';
import type { TronPrepared } from './payload';
import {
  bytesField,
  encodeRawData,
  intField,
  transferContract,
  triggerSmartContract,
  txIdOf,
  voteWitnessContract,
} from './proto';
import { signTransaction } from './sign';
import { signerFromKeyBytes } from './signer';
import { rawDataJson, rawDataOf } from './tx';

const rand = (n: number) => crypto.getRandomValues(new Uint8Array(n));
const randInt = (max: number) => Math.floor(Math.random() * max);
const randomAddress = () =>
  tronAddressFromPublicKey(secp256k1.getPublicKey(secp256k1.utils.randomSecretKey(), true));

function randomOperation(): TronPrepared {
  const kind = (['freeze', 'unfreeze', 'vote', 'withdraw', 'rewards'] as const)[randInt(5)]!;
  const base = { owner: randomAddress(), to: '', amount: 0n, receiverExists: true, energy: 0n, balance: 0n };
  const resource = Math.random() < 0.5 ? ('ENERGY' as const) : ('BANDWIDTH' as const);
  if (kind === 'freeze' || kind === 'unfreeze')
    return { ...base, to: base.owner, kind, amount: BigInt(1 + randInt(2 ** 40)), resource };
  if (kind === 'vote')
    return {
      ...base,
      to: base.owner,
      kind,
      votes: Array.from({ length: 1 + randInt(5) }, () => ({
        vote_address: randomAddress(),
        vote_count: BigInt(1 + randInt(1e7)),
      })),
    };
  return { ...base, to: base.owner, kind };
}

function randomPrepared(): TronPrepared {
  if (Math.random() < 0.3) return randomOperation();
  const trc20 = Math.random() < 0.5;
  const amount = [0n, 1n, BigInt(randInt(1e6)), BigInt(Number.MAX_SAFE_INTEGER) - BigInt(randInt(1e9))][
    randInt(4)
  ]!;
  const memo = Math.random() < 0.3 ? 'memo ✓ '.repeat(1 + randInt(5)) : undefined;
  return {
    kind: trc20 ? 'trc20' : 'trx',
    owner: randomAddress(),
    to: randomAddress(),
    amount: amount === 0n ? 1n : amount,
    ...(trc20
      ? { contract: randomAddress(), feeLimit: [1_000_000_000n, BigInt(1 + randInt(1e9))][randInt(2)]! }
      : {}),
    ...(memo ? { memo } : {}),
    receiverExists: true,
    energy: 0n,
    balance: 0n,
  };
}

describe('Tron transaction bytes match tronweb', () => {
  it('raw_data, txID and signature on 300 random transfers', async () => {
    for (let i = 0; i < 300; i++) {
      const p = randomPrepared();
      const block = { number: BigInt(randInt(2 ** 40)), id: rand(32) };
      const timestamp = BigInt(1_500_000_000_000 + randInt(1e12));
      const raw = rawDataOf(p, block, timestamp, timestamp + BigInt(randInt(86_400_000)));
      const bytes = encodeRawData(raw);
      const json = rawDataJson(p, raw);
      const pb = utils.transaction.txJsonToPb({ raw_data: json, visible: false } as never);
      expect(hex.encode(bytes), JSON.stringify(json)).toBe(
        utils.transaction.txPbToRawDataHex(pb).toLowerCase(),
      );
      expect(hex.encode(txIdOf(bytes))).toBe(utils.transaction.txPbToTxID(pb).replace(/^0x/, ''));
      if (i % 10 === 0) {
        const key = secp256k1.utils.randomSecretKey();
        const signer = signerFromKeyBytes(key);
        const txID = hex.encode(txIdOf(bytes));
        const signed = await signTransaction(
          {
            chain_name: 'tron' as const,
            family: 'tron' as const,
            payload: { owner: signer.address, txID, raw_data_hex: hex.encode(bytes), raw_data: json },
          },
          signer,
        );
        const body = JSON.parse(signed.raw) as { signature: string[] };
        expect(body.signature[0]).toBe(utils.crypto.ECKeySign(hex.decode(txID), key).toLowerCase());
      }
    }
  });

  it('refuses to sign with a key that is not the owner', async () => {
    const p = { ...randomPrepared(), kind: 'trx' as const };
    const raw = encodeRawData(rawDataOf(p, { number: 5n, id: rand(32) }, 1n, 2n));
    const tx = {
      chain_name: 'tron' as const,
      family: 'tron' as const,
      payload: {
        owner: p.owner,
        txID: hex.encode(txIdOf(raw)),
        raw_data_hex: hex.encode(raw),
        raw_data: rawDataJson(p, rawDataOf(p, { number: 5n, id: rand(32) }, 1n, 2n)),
      },
    };
    await expect(signTransaction(tx, signerFromKeyBytes(secp256k1.utils.randomSecretKey()))).rejects.toThrow(
      /does not hold the key/,
    );
  });
});

/** Trust Wallet's reference block: the id is sha256(BlockHeader.raw) with its first 8 bytes the number. */
function twBlock(h: {
  timestamp: bigint;
  txTrieRoot: string;
  parentHash: string;
  number: bigint;
  witness: string;
  version: bigint;
}) {
  const raw = concatBytes(
    intField(1, h.timestamp),
    bytesField(2, hex.decode(h.txTrieRoot)),
    bytesField(3, hex.decode(h.parentHash)),
    intField(7, h.number),
    bytesField(9, hex.decode(h.witness)),
    intField(10, h.version),
  );
  const id = sha256(raw);
  new DataView(id.buffer).setBigUint64(0, h.number);
  return { number: h.number, id };
}

describe("Trust Wallet Core's Tron signer vectors (tests/chains/Tron/SignerTests.cpp)", () => {
  it('SignFreezeBalanceV2', async () => {
    const block = twBlock({
      timestamp: 1676983485000n,
      txTrieRoot: '9b54db7f84bd19bbad9ff1fccef894c1aade6879450e9e9e2accec751eaa1f52',
      parentHash: '00000000020cd4c13a67497a3a433a3105bc5a73a041ee3da98407d5a2a2bf1b',
      number: 34395330n,
      witness: '4150d3765e4e670727ebac9d5b598f74b75a3d54a7',
      version: 26n,
    });
    const key = hex.decode('75065f100e38d3f3b4c5c4235834ba8216de62272a4f03532c44b31a5734360a');
    const owner = signerFromKeyBytes(key);
    expect(owner.address).toBe('TWWb9EjUWai17YEVB7FR8hreupYJKG9sMR');
    const p: TronPrepared = {
      kind: 'freeze',
      owner: owner.address,
      to: owner.address,
      amount: 10000000n,
      resource: 'ENERGY',
      receiverExists: true,
      energy: 0n,
      balance: 0n,
    };
    const bytes = encodeRawData(rawDataOf(p, block, 1676983541337n, 1676983599000n));
    expect(hex.encode(txIdOf(bytes))).toBe(
      '3a46321487ce1fd115da38b3431006ea529f65ef2507f19233f5a23c05abd01d',
    );
    const { r, s, recovery } = await owner.signDigest(txIdOf(bytes));
    expect(r.toString(16).padStart(64, '0') + s.toString(16).padStart(64, '0') + `0${recovery}`).toBe(
      'd4b539a389f6721b4e9d0eb9f39b62a539069060e1af2a118f06b81737ad9cdb49d5b4fda85f10603012f8de3996da2a1234c21d74ac6ea5e60217d3c10b630900',
    );
  });

  const key = hex.decode('2d8f68944bdbfbc0769542fba8fc2d2a3de67393334471624364c7006da2aa54');
  const block = twBlock({
    timestamp: 1539295479000n,
    txTrieRoot: '64288c2db0641316762a99dbb02ef7c90f968b60f9f2e410835980614332f86d',
    parentHash: '00000000002f7b3af4f5f8b9e23a30c530f719f165b742e7358536b280eead2d',
    number: 3111739n,
    witness: '415863f6091b8e71766da808b1dd3159790f61de7d',
    version: 3n,
  });
  const owner = 'TJRyWwFs9wTFGZg3JbrVriFbNfCug5tDeC';
  const ts = 1539295479000n;
  const expiration = ts + 10n * 60n * 60n * 1000n;

  async function check(p: TronPrepared, id: string, signature: string, data?: Uint8Array) {
    const raw = rawDataOf(p, block, ts, expiration);
    if (data)
      raw.contract.value = triggerSmartContract(
        tronAddressBytes(p.owner),
        tronAddressBytes(p.contract!),
        data,
      );
    const bytes = encodeRawData(raw);
    expect(hex.encode(txIdOf(bytes))).toBe(id);
    const signer = signerFromKeyBytes(key);
    expect(signer.address).toBe(owner);
    const { r, s, recovery } = await signer.signDigest(txIdOf(bytes));
    // Trust Wallet writes v as the recovery id (0/1); Kestrel as tronweb does (27/28).
    expect(r.toString(16).padStart(64, '0') + s.toString(16).padStart(64, '0') + `0${recovery}`).toBe(
      signature,
    );
  }

  it('SignTransfer', async () => {
    const p: TronPrepared = {
      kind: 'trx',
      owner,
      to: 'THTR75o8xXAgCTQqpiot2AFRAjvW1tSbVV',
      amount: 2000000n,
      receiverExists: true,
      energy: 0n,
      balance: 0n,
    };
    await check(
      p,
      'dc6f6d9325ee44ab3c00528472be16e1572ab076aa161ccd12515029869d0451',
      'ede769f6df28aefe6a846be169958c155e23e7e5c9621d2e8dce1719b4d952b63e8a8bf9f00e41204ac1bf69b1a663dacdf764367e48e4a5afcd6b055a747fb200',
    );
  });

  it('SignTransferTrc20Contract', async () => {
    const p: TronPrepared = {
      kind: 'trc20',
      owner,
      to: 'TW1dU4L3eNm7Lw8WvieLKEHpXWAussRG9Z',
      contract: 'THTR75o8xXAgCTQqpiot2AFRAjvW1tSbVV',
      amount: 1000n,
      receiverExists: true,
      energy: 0n,
      balance: 0n,
    };
    await check(
      p,
      '0d644290e3cf554f6219c7747f5287589b6e7e30e1b02793b48ba362da6a5058',
      'bec790877b3a008640781e3948b070740b1f6023c29ecb3f7b5835433c13fc5835e5cad3bd44360ff2ddad5ed7dc9d7dee6878f90e86a40355b7697f5954b88c01',
      // Trust Wallet writes the receiver word with its 0x41 byte; Kestrel and tronweb write the 20
      // bytes (the TVM reads only those), so the vector's call data is rebuilt its way here.
      hex.decode(
        `a9059cbb${hex.encode(tronAddressBytes(p.to)).padStart(64, '0')}${(1000).toString(16).padStart(64, '0')}`,
      ),
    );
    expect(hex.encode(transferData(p.to, 1000n)).slice(8, 72)).toBe(
      hex.encode(tronAddressBytes(p.to).subarray(1)).padStart(64, '0'),
    );
  });

  it('SignVoteWitness (Trust Wallet sets support, which java-tron ignores; Kestrel leaves it out)', async () => {
    const p: TronPrepared = {
      kind: 'vote',
      owner,
      to: owner,
      amount: 0n,
      votes: [{ vote_address: 'THTR75o8xXAgCTQqpiot2AFRAjvW1tSbVV', vote_count: 3n }],
      receiverExists: true,
      energy: 0n,
      balance: 0n,
    };
    const raw = rawDataOf(p, block, ts, expiration);
    const plain = raw.contract.value;
    raw.contract.value = voteWitnessContract(
      tronAddressBytes(owner),
      [{ address: tronAddressBytes('THTR75o8xXAgCTQqpiot2AFRAjvW1tSbVV'), count: 3n }],
      true,
    );
    expect(hex.encode(raw.contract.value)).toBe(`${hex.encode(plain)}1801`);
    const bytes = encodeRawData(raw);
    expect(hex.encode(txIdOf(bytes))).toBe(
      '3f923e9dd9571a66624fafeda27baa3e00aba1709d3fdc5c97c77b81fda18c1f',
    );
    const { r, s, recovery } = await signerFromKeyBytes(key).signDigest(txIdOf(bytes));
    expect(r.toString(16).padStart(64, '0') + s.toString(16).padStart(64, '0') + `0${recovery}`).toBe(
      '79ec1073ae1319ef9303a2f5a515876cfd67f8f0e155bdbde1115d391c05358a3c32f148bfafacf07e1619aaed728d9ffbc2c7e4a5046003c7b74feb86fc68e400',
    );
  });

  it('encodes the contracts field by field', () => {
    const a = tronAddressBytes(owner);
    const b = tronAddressBytes('THTR75o8xXAgCTQqpiot2AFRAjvW1tSbVV');
    expect(hex.encode(transferContract(a, b, 0n))).toBe(`0a15${hex.encode(a)}1215${hex.encode(b)}`);
    expect(hex.encode(triggerSmartContract(a, b, transferData(owner, 1n))).slice(-8)).toBe('00000001');
  });
});
