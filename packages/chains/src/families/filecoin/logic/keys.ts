/** Filecoin keys: BIP-32 secp256k1 (m/44'/461'/0'/0/0, testnet m/44'/1'/0'/0/0), f1/t1 addresses. */
import { secp256k1Account, type Secp256k1Key } from '../../../keys/account-from-key';
import { deriveSecp256k1 } from '../../../keys/secp256k1';
import type { Account, FamilyKeys } from '../../../keys/types';
import type { ChainInfo, NetworkName } from '../../../registry/types';
import { filecoinAddressFromPublicKey, validateFilecoinAddress } from './address';
import { parseFilecoinPrivateKey } from './private-key';

function filecoinAccount(chain: ChainInfo, network: NetworkName, key: Secp256k1Key, path?: string): Account {
  const address = (publicKey: Uint8Array) => filecoinAddressFromPublicKey(publicKey, network);
  return secp256k1Account(chain, key, { address }, path);
}

export const filecoinKeys: FamilyKeys = {
  deriveAccount(chain, seed, path, network) {
    return filecoinAccount(chain, network, deriveSecp256k1(seed.seed, path), path);
  },
  importPrivateKey(chain, key, network) {
    return filecoinAccount(chain, network, parseFilecoinPrivateKey(key));
  },
  validateAddress(_chain, address, network) {
    return validateFilecoinAddress(address, network);
  },
};
