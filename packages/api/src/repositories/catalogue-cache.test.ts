import { describe, expect, it } from 'vitest';
import { CatalogueCache } from './catalogue-cache';

describe('CatalogueCache', () => {
  it('loads once, then answers the same JSON text from memory', async () => {
    const cache = new CatalogueCache();
    let loads = 0;
    const load = async () => ({ data: { n: ++loads } });
    expect(await cache.json('k', load)).toBe('{"data":{"n":1}}');
    expect(await cache.json('k', load)).toBe('{"data":{"n":1}}');
    expect(loads).toBe(1);
    expect(await cache.json('other', load)).toBe('{"data":{"n":2}}');
  });

  it('loads again after a write (invalidate) and after the TTL', async () => {
    let now = 0;
    const cache = new CatalogueCache(1_000, 10, () => now);
    let loads = 0;
    const load = async () => ++loads;
    await cache.json('k', load);
    cache.invalidate();
    expect(await cache.json('k', load)).toBe('2');
    now = 999;
    expect(await cache.json('k', load)).toBe('2');
    now = 1_001;
    expect(await cache.json('k', load)).toBe('3');
  });

  it('does not keep an answer read while a write landed', async () => {
    const cache = new CatalogueCache();
    let release!: () => void;
    const slow = cache.json('k', () => new Promise((r) => (release = () => r('old'))));
    cache.invalidate();
    release();
    expect(await slow).toBe('"old"');
    expect(await cache.json('k', async () => 'new')).toBe('"new"');
  });

  it('keeps at most maxEntries, dropping the oldest', async () => {
    const cache = new CatalogueCache(60_000, 2);
    for (const k of ['a', 'b', 'c']) await cache.json(k, async () => k);
    expect(cache.size).toBe(2);
    let reloaded = false;
    await cache.json('a', async () => ((reloaded = true), 'a'));
    expect(reloaded).toBe(true);
  });

  it('never keeps a failed load', async () => {
    const cache = new CatalogueCache();
    await expect(cache.json('k', () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
    expect(cache.size).toBe(0);
  });
});
