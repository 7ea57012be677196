/** Tezos: keys and addresses only, loaded on first use (families/registry.ts). */
import type { FamilyModule } from '../../family-module';
import { keysOnlyFamily } from '../keys-only';
import { tezosKeys } from './logic/keys';

export const family: FamilyModule = keysOnlyFamily('tezos', tezosKeys);
