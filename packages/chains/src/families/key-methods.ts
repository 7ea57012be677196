/**
 * The key half of a family adapter (validate, derive, import), the same for every family: it binds
 * the family's synchronous FamilyKeys to one chain and network.
 */
import type { ChainAdapter } from '../adapter-types';
import { pathFromTemplate } from '../keys/path';
import type { FamilyKeys } from '../keys/types';
import type { ChainInfo, NetworkName } from '../registry/types';

type KeyMethods = Required<
  Pick<
    ChainAdapter,
    'validateAddress' | 'validatePrivateKey' | 'deriveAccount' | 'importPrivateKey' | 'deriveMany'
  >
>;

/** `template` is the deriveMany path with an `{index}` placeholder. */
export function keyMethods(
  chain: ChainInfo,
  keys: FamilyKeys,
  network: NetworkName,
  defaultPath: string,
  template: string,
): KeyMethods {
  return {
    validateAddress: (a) => keys.validateAddress(chain, a, network),
    validatePrivateKey(k) {
      try {
        keys.importPrivateKey(chain, k, network);
        return true;
      } catch {
        return false;
      }
    },
    async deriveAccount(seed, path) {
      return keys.deriveAccount(chain, seed, path ?? defaultPath, network);
    },
    async importPrivateKey(k) {
      return keys.importPrivateKey(chain, k, network);
    },
    async deriveMany(seed, from, count) {
      return Array.from({ length: count }, (_, i) =>
        keys.deriveAccount(chain, seed, pathFromTemplate(template, from + i), network),
      );
    },
  };
}
