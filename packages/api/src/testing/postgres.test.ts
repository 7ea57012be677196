import { describe, expect, it } from 'vitest';
import { findPostgresBin } from './postgres';

describe('findPostgresBin', () => {
  it('gives a written reason to skip when the binaries are missing outside CI', () => {
    const found = findPostgresBin('/nonexistent/postgresql', {});
    expect(found).toEqual({ ok: false, reason: expect.stringContaining('initdb, pg_ctl') });
  });

  it('fails loudly when the binaries are missing and CI=true', () => {
    expect(() => findPostgresBin('/nonexistent/postgresql', { CI: 'true' })).toThrow(/required when CI=true/);
  });
});
