import { describe, expect, it } from 'vitest';
import { deriveEd25519 } from './ed25519';
import { seedFromMnemonic } from './mnemonic';
import { MAX_PATH_DEPTH, parsePath } from './path';
import { deriveSecp256k1 } from './secp256k1';
import { KeyInputError } from './types';

const ABOUT = 'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about';

function pathOfDepth(depth: number, step = '/0'): string {
  return 'm' + step.repeat(depth);
}

describe('parsePath depth', () => {
  it('accepts the deepest path a BIP-32 depth byte can record (255 levels)', () => {
    expect(MAX_PATH_DEPTH).toBe(255);
    expect(parsePath(pathOfDepth(255))).toHaveLength(255);
  });

  it.each([256, 300, 10_000])('refuses %i levels as bad input, without echoing the whole path', (depth) => {
    const run = () => parsePath(pathOfDepth(depth));
    expect(run).toThrow(KeyInputError);
    expect(run).toThrow(`has ${depth} levels; BIP-32 allows at most 255`);
    try {
      run();
    } catch (e) {
      expect((e as Error).message.length).toBeLessThan(200);
    }
  });

  it('keeps an out-of-range index message short on a long path', () => {
    const path = `${pathOfDepth(200)}/4294967296`;
    expect(() => parsePath(path)).toThrow(KeyInputError);
    try {
      parsePath(path);
    } catch (e) {
      expect((e as Error).message).toMatch(/index 4294967296 is out of range/);
      expect((e as Error).message.length).toBeLessThan(200);
    }
  });

  it.each([
    ['secp256k1 (BIP-32)', deriveSecp256k1],
    ['ed25519 (SLIP-10)', deriveEd25519],
  ])('%s derivation refuses a 256-level path with KeyInputError (not a library error)', (_label, derive) => {
    const { seed } = seedFromMnemonic(ABOUT);
    expect(() => derive(seed, pathOfDepth(256, "/0'"))).toThrow(KeyInputError);
    expect(() => derive(seed, pathOfDepth(256, "/0'"))).toThrow(/at most 255/);
  });
});
