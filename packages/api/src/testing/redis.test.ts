import { describe, expect, it } from 'vitest';
import { findRedisServer } from './redis';

describe('findRedisServer', () => {
  it('gives a written reason to skip when redis-server is missing outside CI', () => {
    const found = findRedisServer(['/nonexistent/redis-server'], {});
    expect(found).toEqual({ ok: false, reason: expect.stringContaining('"redis-server" package') });
  });

  it('fails loudly when redis-server is missing and CI=true', () => {
    expect(() => findRedisServer(['/nonexistent/redis-server'], { CI: 'true' })).toThrow(
      /required when CI=true/,
    );
  });
});
