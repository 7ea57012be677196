import { describe, expect, it } from 'vitest';
import { bindIdentity, recoverSigner, verifiedAddress } from './identity';
import {
  createIdentity,
  decrypt,
  encrypt,
  fromBase64,
  joinFromWelcome,
  loadGroup,
  readKeyPackage,
  saveGroup,
  startGroup,
  toBase64,
} from './mls';
import { testSigner } from './testing/signers';

const text = (s: string) => new TextEncoder().encode(s);
const read = (b: Uint8Array) => new TextDecoder().decode(b);

describe('MLS with address-bound identities', () => {
  it('two wallets open a group and exchange messages both ways, state surviving a save', async () => {
    const alice = await createIdentity(testSigner(0));
    const bob = await createIdentity(testSigner(1));
    const bobPackage = readKeyPackage(bob.keyPackage);
    expect(bobPackage.address).toBe(testSigner(1).address.toLowerCase());

    const groupId = crypto.getRandomValues(new Uint8Array(16));
    const started = await startGroup(alice, bobPackage.keyPackage, groupId);
    const joined = await joinFromWelcome(bob, started.welcome);
    expect(joined.peerAddress).toBe(alice.address);

    const a1 = await encrypt(loadGroup(saveGroup(started.state)), text('hello bob'));
    const b1 = await decrypt(loadGroup(saveGroup(joined.state)), a1.ciphertext);
    expect(read(b1.plaintext)).toBe('hello bob');
    const b2 = await encrypt(b1.state, text('hi alice'));
    const a2 = await decrypt(a1.state, b2.ciphertext);
    expect(read(a2.plaintext)).toBe('hi alice');
  });

  it('refuses a tampered ciphertext', async () => {
    const alice = await createIdentity(testSigner(0));
    const bob = await createIdentity(testSigner(1));
    const started = await startGroup(
      alice,
      readKeyPackage(bob.keyPackage).keyPackage,
      new Uint8Array(16).fill(7),
    );
    const joined = await joinFromWelcome(bob, started.welcome);
    const sent = await encrypt(started.state, text('pay 1 ETH'));
    const bytes = fromBase64(sent.ciphertext);
    bytes[bytes.length - 1]! ^= 0x01;
    await expect(decrypt(joined.state, toBase64(bytes))).rejects.toThrow();
    // The untouched message still opens: the refusal changed nothing.
    expect(read((await decrypt(joined.state, sent.ciphertext)).plaintext)).toBe('pay 1 ETH');
  });

  it('a credential signed by another address proves nothing', async () => {
    const key = crypto.getRandomValues(new Uint8Array(32));
    const bound = await bindIdentity(testSigner(0), key);
    expect(verifiedAddress(bound, key)).toBe(testSigner(0).address.toLowerCase());
    // The same signature for another key, or claiming another address, fails.
    expect(verifiedAddress(bound, crypto.getRandomValues(new Uint8Array(32)))).toBeNull();
    const claimed = bound.credentialType === 'basic' ? bound.identity.slice() : new Uint8Array();
    claimed.set(new Uint8Array(20).fill(0xab), 1);
    expect(verifiedAddress({ credentialType: 'basic', identity: claimed }, key)).toBeNull();
    expect(recoverSigner(text('x'), new Uint8Array(65))).toBeNull();
    // A signer whose signature is not its own address is refused at binding.
    const liar = { ...testSigner(1), signPersonalMessage: testSigner(0).signPersonalMessage };
    await expect(bindIdentity(liar, key)).rejects.toThrow('does not match');
  });
});
