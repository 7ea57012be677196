import { describe, expect, it } from 'vitest';
import { addressLabel } from './format';

describe('addressLabel (spec §5: first 8 and last 6 characters)', () => {
  it('shortens a long address', () => {
    // BIP-84 first receive address of the BIP-39 test phrase (bitcoin/bips bip-0084.mediawiki).
    expect(addressLabel('bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu')).toBe('bc1qcr8t...306fyu');
  });

  it('leaves a short text whole', () => {
    expect(addressLabel('rHb9CJAWyB4')).toBe('rHb9CJAWyB4');
  });
});
