/**
 * Stellar tokens (credit assets) are named by code and issuer. Kestrel's token "contract" for them
 * is the SEP-11 form CODE:ISSUER (e.g. USDC:GA5Z…); every Stellar asset has 7 decimals.
 */
import type { TokenInfo } from '../../../adapter-types';
import { validateStellarAddress } from './address';
import { ASSET_DECIMALS } from './rules';

export interface CreditAsset {
  type: 'credit';
  code: string;
  issuer: string;
}

const CODE = /^[A-Za-z0-9]{1,12}$/;

/** CODE:ISSUER → the asset; a clear error for anything else. */
export function parseAsset(contract: string): CreditAsset {
  const text = typeof contract === 'string' ? contract.trim() : '';
  const [code = '', issuer = '', ...rest] = text.split(':');
  if (rest.length || !CODE.test(code))
    throw new Error(
      `Invalid Stellar token ${text || '(empty)'}: write it as CODE:ISSUER (code of 1 to 12 letters or digits)`,
    );
  const check = validateStellarAddress(issuer);
  if (!check.valid) throw new Error(`Invalid Stellar token issuer: ${check.reason}`);
  return { type: 'credit', code, issuer: check.normalized };
}

export const assetId = (a: CreditAsset) => `${a.code}:${a.issuer}`;

/** Stellar keeps no name on the ledger: the code is the name and symbol (spec §3 token info). */
export function tokenInfo(contract: string): TokenInfo {
  const a = parseAsset(contract);
  return { name: a.code, symbol: a.code, decimals: ASSET_DECIMALS };
}
