/** Polkadot: keys and addresses only, loaded on first use (families/registry.ts). */
import type { FamilyModule } from '../../family-module';
import { keysOnlyFamily } from '../keys-only';
import { polkadotKeys } from './logic/keys';

export const family: FamilyModule = keysOnlyFamily('polkadot', polkadotKeys);
