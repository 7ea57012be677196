/**
 * Test-only: the fee a signed Polkadot extrinsic pays, read without the adapter. @polkadot/types
 * decodes it with the devnet runtime's metadata, its ed25519 signature is checked over the payload
 * rebuilt from its own fields (the era's birth block hash and genesis from the chain), and the
 * runtime dry-runs it: fee = what leaves the sender's free balance − the amount the call moves.
 */
import { ed25519 } from '@noble/curves/ed25519.js';
import { blake2b } from '@noble/hashes/blake2.js';
import type { PolkadotDevnet } from '@kestrel/devnet';
import { compactStripLength, u8aToHex } from '@polkadot/util';
import type { SignedTx } from '../../../adapter-types';

type Chain = PolkadotDevnet['node']['chain'];

async function freeOf(chain: Chain, diff: [string, string | null][] | null, key: string) {
  const meta = await chain.head.meta;
  const raw = diff ? (diff.find(([k]) => k === key)?.[1] ?? null) : await chain.head.get(key);
  if (!raw) return 0n;
  const info = meta.registry.createType('FrameSystemAccountInfo', raw) as unknown as {
    data: { free: { toBigInt(): bigint } };
  };
  return info.data.free.toBigInt();
}

export async function signedFee(devnet: PolkadotDevnet, signed: SignedTx): Promise<bigint> {
  const chain = devnet.node.chain;
  const meta = await chain.head.meta;
  const registry = meta.registry;
  const ext = registry.createType('Extrinsic', signed.raw);
  if (!ext.isSigned) throw new Error('not signed');
  const era = ext.era.asMortalEra;
  const birth = era.birth(chain.head.number);
  const blockHash = (await chain.getBlockAt(birth))!.hash;
  const genesisHash = (await chain.getBlockAt(0))!.hash;
  const version = await chain.head.runtimeVersion;
  const payload = registry
    .createType(
      'ExtrinsicPayload',
      {
        method: ext.method.toHex(),
        era: ext.era,
        nonce: ext.nonce,
        tip: ext.tip,
        specVersion: version.specVersion,
        transactionVersion: version.transactionVersion,
        genesisHash,
        blockHash,
      },
      { version: 4 },
    )
    .toU8a({ method: true });
  const message = payload.length > 256 ? blake2b(payload, { dkLen: 32 }) : payload;
  const signer = ext.signer.toU8a().slice(-32);
  const signature = ext.signature.toU8a().slice(-64);
  if (!ext.signature.toU8a().length || !ed25519.verify(signature, message, signer))
    throw new Error('the signature does not verify');
  // A storage entry's key comes with its compact length in front.
  const key = u8aToHex(compactStripLength(meta.query.system!.account!(signer))[1]);
  const { outcome, storageDiff } = await chain.dryRunExtrinsic(signed.raw as `0x${string}`);
  if (!outcome.isOk) throw new Error('the runtime refused the extrinsic');
  const amount = BigInt(ext.method.args[1]!.toString());
  const [before, after] = await Promise.all([freeOf(chain, null, key), freeOf(chain, storageDiff, key)]);
  return before - after - amount;
}
