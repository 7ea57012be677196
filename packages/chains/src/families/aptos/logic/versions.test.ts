/**
 * The adapter's keep of committed transactions (logic/versions.ts): a version is asked of the
 * node once; an unknown version (null) or a failed read is not kept and is asked again; past the
 * bound the oldest version goes first. The node here is a counting stand-in for byVersion only;
 * the real node calls are exercised in providers.test.ts.
 */
import { describe, expect, it } from 'vitest';
import type { AptosNode } from '../network/node';
import type { Committed } from '../network/schemas';
import { CommittedVersions } from './versions';

function countingNode(known: (v: bigint) => boolean, failing = new Set<bigint>()) {
  const asked: bigint[] = [];
  const node = {
    byVersion: async (v: bigint) => {
      asked.push(v);
      if (failing.has(v)) throw new Error(`all 1 provider(s) failed: version ${v}`);
      return known(v) ? ({ type: 'user_transaction', version: String(v) } as unknown as Committed) : null;
    },
  } as unknown as AptosNode;
  return { node, asked };
}

describe('CommittedVersions', () => {
  it('asks the node once per committed version', async () => {
    const { node, asked } = countingNode(() => true);
    const versions = new CommittedVersions(node);
    const a = await versions.read(5n);
    const b = await versions.read(5n);
    expect(b).toBe(a);
    expect(asked).toEqual([5n]);
  });

  it('keeps neither an unknown version nor a failed read', async () => {
    const failing = new Set([7n]);
    const { node, asked } = countingNode((v) => v !== 6n, failing);
    const versions = new CommittedVersions(node);
    expect(await versions.read(6n)).toBeNull();
    expect(await versions.read(6n)).toBeNull();
    await expect(versions.read(7n)).rejects.toThrow(/provider\(s\) failed/);
    failing.clear();
    expect(await versions.read(7n)).toMatchObject({ version: '7' });
    expect(asked).toEqual([6n, 6n, 7n, 7n]);
  });

  it('drops the oldest version past its bound', async () => {
    const { node, asked } = countingNode(() => true);
    const versions = new CommittedVersions(node, 2);
    for (const v of [1n, 2n, 3n, 2n, 3n, 1n]) await versions.read(v);
    expect(asked).toEqual([1n, 2n, 3n, 1n]);
  });
});
