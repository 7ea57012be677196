/**
 * The wallet signer of the Bitcoin family. A UTXO wallet spends from many addresses (the receive
 * and change addresses of its account), so its signer knows those addresses with their paths
 * and holds their keys in memory; `sign()` asks it for the key of each input's address.
 */
import { secp256k1 } from '@noble/curves/secp256k1.js';
import type { HDKey } from '@scure/bip32';
import { deriveSecp256k1 } from '../../../keys/secp256k1';
import { formatPath, parsePath } from '../../../keys/path';
import { KeyInputError, type SeedMaterial } from '../../../keys/types';
import { getNetwork } from '../../../registry/index';
import type { ChainInfo, NetworkName } from '../../../registry/types';
import { addressFromPublicKey } from './address';
import { decodeWif, WifFormatError } from './wif';
import { utxoNetwork } from './network';
import type { UtxoKey, UtxoWalletSigner } from './signer-shape';

export { isUtxoWalletSigner, type UtxoKey, type UtxoWalletSigner } from './signer-shape';

type Entry = { key: UtxoKey; secret: Uint8Array };

function makeSigner(
  entries: Entry[],
  account?: { id: string; derive(branch: 0 | 1, index: number): Entry },
): UtxoWalletSigner {
  const byAddress = new Map(entries.map((e) => [e.key.address, e.secret]));
  const keys = entries.map((e) => e.key);
  const first = entries[0]!.secret;
  const signer: UtxoWalletSigner = {
    curve: 'secp256k1',
    utxoWallet: true,
    keys,
    privateKeyFor(address) {
      const k = byAddress.get(address);
      if (!k) throw new Error('This wallet has no key for one of the inputs');
      return k;
    },
    async signDigest(digest) {
      const sig = secp256k1.Signature.fromBytes(
        secp256k1.sign(digest, first, { prehash: false, format: 'recovered' }),
        'recovered',
      );
      return { r: sig.r, s: sig.s, recovery: sig.recovery === 1 ? 1 : 0 };
    },
  };
  if (!account) return signer;
  const byPath = new Map(keys.flatMap((k) => (k.derivePath ? [[k.derivePath, k] as const] : [])));
  return {
    ...signer,
    accountId: account.id,
    derive(branch, index) {
      if (!Number.isInteger(index) || index < 0 || index >= 0x80000000)
        throw new KeyInputError('An address index is a whole number below 2^31');
      const e = account.derive(branch, index);
      const known = byPath.get(e.key.derivePath!);
      if (known) return known;
      byPath.set(e.key.derivePath!, e.key);
      byAddress.set(e.key.address, e.secret);
      keys.push(e.key);
      return e.key;
    },
  };
}

export interface WalletSignerOptions {
  /** Receive and change addresses per chain to include (default 5 each). */
  count?: number;
  /** Address path of index 0 (default: the registry's path on the network). */
  path?: string;
}

/**
 * Keys of an HD account: receive (…/0/i) and change (…/1/i) addresses i < count, derived the
 * way `deriveAccount` derives the main one.
 */
export function walletSignerFromSeed(
  chain: ChainInfo,
  network: NetworkName,
  seed: SeedMaterial,
  o: WalletSignerOptions = {},
): UtxoWalletSigner {
  const base = parsePath(o.path ?? getNetwork(chain, network).path);
  if (base.length !== 5)
    throw new KeyInputError("A Bitcoin-family wallet path has five levels, like m/84'/0'/0'/0/0");
  const account = base.slice(0, 3);
  const count = o.count ?? 5;
  // The account node once; each address is two cheap child steps from it.
  const accountNode = deriveSecp256k1(seed.seed, formatPath(account)).hdkey;
  const branches = new Map<number, HDKey>();
  const at = (branch: number, index: number): Entry => {
    let b = branches.get(branch);
    if (!b) branches.set(branch, (b = accountNode.deriveChild(branch)));
    const node = b.deriveChild(index);
    const path = formatPath([...account, { index: branch, hardened: false }, { index, hardened: false }]);
    const address = addressFromPublicKey(chain, node.publicKey!, network);
    return { key: { address, derivePath: path, publicKey: node.publicKey! }, secret: node.privateKey! };
  };
  const entries: Entry[] = [];
  const receive = base[3]!.index;
  const start = base[4]!.index;
  // Receive addresses from the given index, then the change branch (1) when receive is branch 0.
  const ranges =
    receive === 0
      ? [
          { branch: 0, from: start },
          { branch: 1, from: 0 },
        ]
      : [{ branch: receive, from: start }];
  for (const { branch, from } of ranges)
    for (let index = from; index < from + count; index++) entries.push(at(branch, index));
  // An account of the usual receive/change shape can be walked (gap-limit discovery).
  if (receive > 1) return makeSigner(entries);
  return makeSigner(entries, { id: `${formatPath(account)}:${at(0, 0).key.address}`, derive: at });
}

/** The signer of one imported WIF key. */
export function walletSignerFromWif(chain: ChainInfo, network: NetworkName, wif: string): UtxoWalletSigner {
  let decoded;
  try {
    decoded = decodeWif(wif.trim());
  } catch (e) {
    if (e instanceof WifFormatError) throw new KeyInputError(e.message);
    throw e;
  }
  if (decoded.version !== utxoNetwork(chain, network).wif)
    throw new KeyInputError(`This private key is not for ${chain.name} on ${network}`);
  const compressed = decoded.compressed || chain.utxoAddressType === 'p2tr';
  const publicKey = secp256k1.getPublicKey(decoded.privateKey, compressed);
  const address = addressFromPublicKey(chain, publicKey, network);
  return makeSigner([{ key: { address, publicKey }, secret: decoded.privateKey }]);
}
