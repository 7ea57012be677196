/** Filecoin keys: BIP-32 secp256k1 (m/44'/461'/0'/0/0, testnet m/44'/1'/0'/0/0), f1/t1 addresses. */
import { secp256k1 } from '@noble/curves/secp256k1.js';
import { bytesToHex } from '@noble/hashes/utils.js';
import { deriveSecp256k1 } from '../../../keys/secp256k1';
import type { Account, FamilyKeys } from '../../../keys/types';
import type { ChainInfo, NetworkName } from '../../../registry/types';
import { filecoinAddressFromPublicKey, validateFilecoinAddress } from './address';
import { parseFilecoinPrivateKey } from './private-key';

function filecoinAccount(
  chain: ChainInfo,
  network: NetworkName,
  privateKey: Uint8Array,
  path?: string,
): Account {
  const publicKey = secp256k1.getPublicKey(privateKey, true);
  const account: Account = {
    chain_name: chain.chain_name,
    address: filecoinAddressFromPublicKey(publicKey, network),
    publicKey: bytesToHex(publicKey),
    privateKey: bytesToHex(privateKey),
  };
  if (path !== undefined) account.path = path;
  return account;
}

export const filecoinKeys: FamilyKeys = {
  deriveAccount(chain, seed, path, network) {
    return filecoinAccount(chain, network, deriveSecp256k1(seed.seed, path).privateKey, path);
  },
  importPrivateKey(chain, key, network) {
    return filecoinAccount(chain, network, parseFilecoinPrivateKey(key));
  },
  validateAddress(_chain, address, network) {
    return validateFilecoinAddress(address, network);
  },
};
