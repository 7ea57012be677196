/**
 * The Stellar signer from an S… secret seed (spec §5), and the signing step's refusals: a key that
 * is not the sender's, a transaction that was never built (spec §8 'no built found').
 */
import { ed25519 } from '@noble/curves/ed25519.js';
import { describe, expect, it } from 'vitest';
import type { UnsignedTx } from '../../../adapter-types';
import { KeyInputError } from '../../../keys/types';
import { getChain } from '../../../registry/index';
import { family } from '../index';
import { accountKey } from './xdr';

// SEP-0005 test 1 (m/44'/148'/0'): a published key pair, never a real wallet.
const SECRET = 'SBGWSG6BTNCKCOB3DIFBGCVMUPQFYPA2G4O34RMTB343OYPXU5DJDVMN';
const ADDRESS = 'GDRXE2BQUC3AZNPVFSCEZ76NJ3WWL25FYFK6RGZGIEKWE4SOOHSUJUJ6';

describe('Stellar signer', () => {
  it('signs with the key of an S… secret seed', async () => {
    const signer = await family.signerFromKey(getChain('stellar'), 'mainnet', ` ${SECRET}\n`);
    const message = new Uint8Array(32).fill(7);
    const signature = await signer.signMessage!(message);
    expect(ed25519.verify(signature, message, accountKey(ADDRESS))).toBe(true);
    await expect(signer.signDigest(message)).rejects.toThrow('signed as messages');
  });

  it('refuses an address, junk and a wrong checksum, without echoing the key', async () => {
    const chain = getChain('stellar');
    const broken = `${SECRET.slice(0, -1)}A`;
    for (const key of [ADDRESS, 'hello', '', broken]) {
      const e = await family.signerFromKey(chain, 'mainnet', key).then(
        () => new Error('accepted'),
        (err: unknown) => err as Error,
      );
      expect(e).toBeInstanceOf(KeyInputError);
      expect(e.message).toMatch(/^Invalid Stellar secret seed: it /);
      if (key) expect(e.message).not.toContain(key);
    }
  });

  it("will not sign with another account's key, nor a transaction that was never built", async () => {
    const adapter = family.createAdapter(getChain('stellar'), { network: 'mainnet', rpc: [] });
    const signer = await family.signerFromKey(getChain('stellar'), 'mainnet', SECRET);
    const other = 'GBTVYYDIYWGUQUTKX6ZMLGSZGMTESJYJKJWAATGZGITA25ZB6T5REF44';
    const tx = (payload: unknown): UnsignedTx => ({ chain_name: 'stellar', family: 'stellar', payload });
    await expect(
      adapter.sign(tx({ source: other, transaction: '00', hash: '11'.repeat(32), fee: 100n }), signer),
    ).rejects.toThrow(`The signer does not hold the key of ${other}`);
    await expect(adapter.sign(tx({}), signer)).rejects.toThrow(/^no built found$/);
    await expect(adapter.sign({ ...tx({}), family: 'solana' }, signer)).rejects.toThrow(
      'Not a Stellar transaction',
    );
  });
});
