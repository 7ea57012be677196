/** The first run's auto-lock proposal: shown until a time is set or "never" is chosen knowingly. */
import { beforeEach, describe, expect, it } from 'vitest';
import { autoLockChosen, chooseAutoLock } from './autoLockChoice';
import { configurePlatform } from './platform';
import { memoryPlatform, type MemoryPlatform } from './testing/memoryPlatform';

let p: MemoryPlatform;
beforeEach(() => {
  p = memoryPlatform();
  configurePlatform(p);
});

describe('auto-lock choice', () => {
  it("the spec's default 0 alone is not a choice; a time set anywhere is", () => {
    expect(autoLockChosen(0)).toBe(false);
    expect(autoLockChosen(15)).toBe(true);
  });

  it('"never" counts once the person chose it on this device', () => {
    p.settings.setItem('kestrel.autoLockChosen', '1');
    expect(autoLockChosen(0)).toBe(true);
  });

  it('a choice that could not be saved (locked) is not remembered', async () => {
    await expect(chooseAutoLock(0)).rejects.toThrow();
    expect(autoLockChosen(0)).toBe(false);
    expect(p.stored.size).toBe(0);
  });
});
