/**
 * The devnet faucet: a real Balances.transfer_keep_alive from a faucet account (an ed25519 key the
 * devnet funds at start with dev_setStorage), signed with @polkadot/types against the running
 * runtime, so a funded address has a history row like any transfer.
 */
import { u8aConcat } from '@polkadot/util';
import { ed25519PairFromSeed, ed25519Sign, encodeAddress } from '@polkadot/util-crypto';
import type { PolkadotChain } from './chain';

/** A fixed test-only key: the faucet's funds exist on the devnet only. */
const FAUCET_SEED = new Uint8Array(32).fill(7);
export const FAUCET_FUNDS = 10n ** 24n;

export class Faucet {
  private readonly pair = ed25519PairFromSeed(FAUCET_SEED);
  readonly address = encodeAddress(this.pair.publicKey, 42);

  constructor(private readonly node: PolkadotChain) {}

  async fund(): Promise<void> {
    await this.node.setBalance(this.address, FAUCET_FUNDS);
  }

  /** Sends `amount` plancks to `to`; resolves with the extrinsic hash once a block holds it. */
  async send(to: string, amount: bigint): Promise<{ hash: string; success: boolean }> {
    const chain = this.node.chain;
    const head = chain.head;
    const [meta, version] = await Promise.all([head.meta, head.runtimeVersion]);
    const registry = meta.registry;
    const account = (await head.read(
      'FrameSystemAccountInfo',
      meta.query.system!.account!,
      this.address,
    )) as unknown as {
      nonce: { toNumber(): number };
    };
    const genesisHash = (await chain.getBlockAt(0))!.hash;
    const ext = registry.createType('Extrinsic', meta.tx.balances!.transferKeepAlive!({ Id: to }, amount));
    const pair = this.pair;
    ext.sign(
      {
        address: this.address,
        addressRaw: pair.publicKey,
        publicKey: pair.publicKey,
        sign: (data: Uint8Array) => u8aConcat(new Uint8Array([0]), ed25519Sign(data, pair)),
      } as unknown as Parameters<typeof ext.sign>[0],
      {
        blockHash: genesisHash,
        genesisHash,
        era: registry.createType('ExtrinsicEra', new Uint8Array([0])),
        nonce: account?.nonce?.toNumber() ?? 0,
        runtimeVersion: version,
        signedExtensions: registry.signedExtensions,
      } as unknown as Parameters<typeof ext.sign>[1],
    );
    const hash = await chain.submitExtrinsic(ext.toHex());
    for (let i = 0; i < 100; i++) {
      const found = (await this.node.extrinsics()).find((e) => e.hash === hash);
      if (found) return { hash, success: found.success };
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error('The faucet transfer was not included in a block');
  }
}
