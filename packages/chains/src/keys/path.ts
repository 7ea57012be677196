/** BIP-32 path parsing shared by secp256k1 and ed25519 derivation. */
import { KeyInputError } from './types';

export const HARDENED = 0x80000000;

export interface PathSegment {
  index: number;
  hardened: boolean;
}

/** Parses `m/44'/60'/0'/0/0` (also `h` or `H` for hardened). Throws KeyInputError on anything else. */
export function parsePath(path: string): PathSegment[] {
  if (typeof path !== 'string' || !/^m(\/\d+['hH]?)*$/.test(path.trim())) {
    throw new KeyInputError(
      `Invalid derivation path "${String(path).slice(0, 64)}": expected a form like m/44'/60'/0'/0/0`,
    );
  }
  const parts = path.trim().split('/').slice(1);
  return parts.map((p) => {
    const hardened = /['hH]$/.test(p);
    const index = Number(hardened ? p.slice(0, -1) : p);
    if (!Number.isSafeInteger(index) || index >= HARDENED) {
      throw new KeyInputError(`Invalid derivation path "${path}": index ${p} is out of range`);
    }
    return { index, hardened };
  });
}

export function formatPath(segments: PathSegment[]): string {
  return ['m', ...segments.map((s) => `${s.index}${s.hardened ? "'" : ''}`)].join('/');
}

/** Fills a registry deriveTemplate (`{index}`) for the given index. */
export function pathFromTemplate(template: string, index: number): string {
  if (!Number.isSafeInteger(index) || index < 0 || index >= HARDENED) {
    throw new KeyInputError(`Invalid address index ${index}`);
  }
  return template.replace('{index}', String(index));
}
