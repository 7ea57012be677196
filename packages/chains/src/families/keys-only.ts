/**
 * The FamilyModule of a family that has keys and addresses but no adapter yet: derive, import and
 * validate work; balances, fees and sends answer ChainNotSupportedError.
 */
import { ChainNotSupportedError } from '../adapter-types';
import type { FamilyModule } from '../family-module';
import type { FamilyKeys } from '../keys/types';
import type { Family } from '../registry/types';

export function keysOnlyFamily(family: Family, keys: FamilyKeys): FamilyModule {
  return {
    family,
    keys,
    createAdapter(chain) {
      throw new ChainNotSupportedError(chain.chain_name);
    },
    createSigner: (secrets) => Promise.reject(new ChainNotSupportedError(secrets.chain.chain_name)),
    signerFromKey: (chain) => Promise.reject(new ChainNotSupportedError(chain.chain_name)),
    sendErrorCode: () => 'other',
    presentation: () => ({
      customFeeUnit: null,
      customFeeDecimals: 0,
      canBatch: false,
      recordsFailedSends: false,
    }),
  };
}
