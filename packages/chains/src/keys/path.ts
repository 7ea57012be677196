/** BIP-32 path parsing shared by secp256k1 and ed25519 derivation. */
import { KeyInputError } from './types';

export const HARDENED = 0x80000000;
/** BIP-32 records a key's depth in one byte: no key lies deeper than 255 levels. */
export const MAX_PATH_DEPTH = 255;

export interface PathSegment {
  index: number;
  hardened: boolean;
}

/** The path as messages quote it: long paths cut, so an error stays one readable line. */
function quoted(path: unknown, max = 64): string {
  const text = String(path);
  return text.length > max ? `${text.slice(0, max)}…` : text;
}

/** Parses `m/44'/60'/0'/0/0` (also `h` or `H` for hardened). Throws KeyInputError on anything else. */
export function parsePath(path: string): PathSegment[] {
  if (typeof path !== 'string' || !/^m(\/\d+['hH]?)*$/.test(path.trim())) {
    throw new KeyInputError(
      `Invalid derivation path "${quoted(path)}": expected a form like m/44'/60'/0'/0/0`,
    );
  }
  const parts = path.trim().split('/').slice(1);
  if (parts.length > MAX_PATH_DEPTH) {
    throw new KeyInputError(
      `Invalid derivation path "${quoted(path)}": it has ${parts.length} levels; BIP-32 allows at most ${MAX_PATH_DEPTH}`,
    );
  }
  return parts.map((p) => {
    const hardened = /['hH]$/.test(p);
    const index = Number(hardened ? p.slice(0, -1) : p);
    if (!Number.isSafeInteger(index) || index >= HARDENED) {
      throw new KeyInputError(
        `Invalid derivation path "${quoted(path)}": index ${quoted(p, 24)} is out of range`,
      );
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
