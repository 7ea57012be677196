/**
 * chopsticks running the fixture's runtime (a Kusama local testnet, the relay chain's extrinsic
 * format) from its genesis, offline, building a block for each submitted extrinsic; and an index
 * of the signed extrinsics in the blocks it produced, which the Subscan-shaped API answers from.
 */
import { fileURLToPath } from 'node:url';
import type { Blockchain } from '@acala-network/chopsticks';
import { encodeAddress } from '@polkadot/util-crypto';

/** The fixture genesis (outside the repository, next to it), or KESTREL_POLKADOT_GENESIS. */
export const POLKADOT_GENESIS =
  process.env.KESTREL_POLKADOT_GENESIS ??
  fileURLToPath(new URL('../../../../shared/fixtures/polkadot/kusama-local-genesis.json', import.meta.url));

/** Addresses in the index use the generic Substrate prefix, as Kestrel's devnet addresses do. */
const SS58_PREFIX = 42;

export interface IndexedExtrinsic {
  hash: string;
  block_num: number;
  block_timestamp: number;
  success: boolean;
  /** A balances transfer: its parties and amount (plancks). */
  transfer?: { from: string; to: string; amount: bigint };
}

export class PolkadotChain {
  private readonly indexed: IndexedExtrinsic[] = [];
  private scanned = 0;

  private constructor(
    readonly chain: Blockchain,
    readonly rpcUrl: string,
    private readonly closeServer: () => Promise<void>,
  ) {}

  static async start(genesis = POLKADOT_GENESIS): Promise<PolkadotChain> {
    // chopsticks reads its log level when first loaded.
    process.env.LOG_LEVEL ??= 'error';
    const { BuildBlockMode, setupWithServer } = await import('@acala-network/chopsticks');
    const { chain, addr, close } = await setupWithServer({
      genesis,
      port: 0,
      host: '127.0.0.1',
      'build-block-mode': BuildBlockMode.Instant,
    } as Parameters<typeof setupWithServer>[0]);
    // Block #1 takes its time from the clock twice (BABE slot, timestamp); when a slot boundary
    // falls between the two the runtime refuses it. Later blocks read the stored time, so build
    // #1 here, again if needed, before anyone submits.
    for (let i = 0; i < 3 && chain.head.number === 0; i++) await chain.newBlock().catch(() => undefined);
    if (chain.head.number === 0) {
      await close();
      throw new Error('chopsticks could not build the first block');
    }
    return new PolkadotChain(chain, `http://${addr}`, close);
  }

  /** Sets an account's free balance (dev_setStorage), keeping its nonce. */
  async setBalance(address: string, free: bigint): Promise<void> {
    const { setStorage } = await import('@acala-network/chopsticks');
    await setStorage(this.chain, {
      System: { Account: [[[address], { providers: 1, data: { free: free.toString() } }]] },
    });
  }

  /** Indexes the blocks built since the last call; returns everything, newest first. */
  async extrinsics(): Promise<IndexedExtrinsic[]> {
    const head = this.chain.head.number;
    for (let n = this.scanned + 1; n <= head; n++) {
      const block = await this.chain.getBlockAt(n);
      if (!block) continue;
      const [meta, extrinsics] = await Promise.all([block.meta, block.extrinsics]);
      const events = (await block.read(
        'Vec<FrameSystemEventRecord>',
        meta.query.system!.events!,
      )) as unknown as {
        phase: { isApplyExtrinsic: boolean; asApplyExtrinsic: { toNumber(): number } };
        event: { section: string; method: string };
      }[];
      const now = await block.read('u64', meta.query.timestamp!.now!);
      const timestamp = Math.floor(Number(now?.toString() ?? Date.now()) / 1000);
      extrinsics.forEach((raw, i) => {
        const ext = meta.registry.createType('Extrinsic', raw);
        if (!ext.isSigned) return;
        const failed = events?.some(
          (e) =>
            e.phase.isApplyExtrinsic &&
            e.phase.asApplyExtrinsic.toNumber() === i &&
            e.event.section === 'system' &&
            e.event.method === 'ExtrinsicFailed',
        );
        const entry: IndexedExtrinsic = {
          hash: ext.hash.toHex(),
          block_num: n,
          block_timestamp: timestamp,
          success: !failed,
        };
        const { section, method, args } = ext.method;
        if (section === 'balances' && method.startsWith('transfer') && args.length >= 2) {
          // MultiAddress::Id: the variant byte, then the account id.
          const dest = args[0]!.toU8a();
          entry.transfer = {
            from: encodeAddress(ext.signer.toU8a().slice(-32), SS58_PREFIX),
            to:
              dest.length === 33 && dest[0] === 0
                ? encodeAddress(dest.slice(1), SS58_PREFIX)
                : args[0]!.toString(),
            amount: BigInt(args[1]!.toString()),
          };
        }
        this.indexed.unshift(entry);
      });
      this.scanned = n;
    }
    return this.indexed;
  }

  async close(): Promise<void> {
    await this.closeServer();
  }
}
