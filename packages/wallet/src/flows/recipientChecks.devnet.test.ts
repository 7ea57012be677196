/**
 * The review's recipient checks on the Hardhat devnet: the EVM adapter's isContract reads
 * eth_getCode, so the devnet's deployed ERC-20 is a contract and Hardhat's account #1 is not; the
 * loaded history's counterparties and the address book's entries count as known addresses.
 */
import type { Devnet } from '@kestrel/devnet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { walletsActions } from '../store/slices/wallets';
import { recipientChecks } from './recipientChecks';
import type { WalletSession } from './session';
import {
  flowEnv,
  HARDHAT_ACCOUNT_0,
  HARDHAT_ACCOUNT_1,
  hardhatSession,
  startFlowDevnet,
  type TestEnv,
} from './testing/devnetEnv';

const POISON_OF_1 = '0x7099aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa79C8';

let devnet: Devnet;
let s: WalletSession;
let env: TestEnv;

beforeAll(async () => {
  devnet = await startFlowDevnet();
  s = await hardhatSession();
  env = flowEnv(s, devnet.rpcUrl);
});
afterAll(async () => {
  s?.lock();
  await devnet?.stop();
});

const coin = () => s.store.getState().wallets.allWallets[0]!.coins[0]!;
const check = (recipient: string, contacts?: string[]) =>
  recipientChecks(env, { coinId: coin()._id, recipient, ...(contacts ? { contacts } : {}) });

describe('recipientChecks on the devnet', () => {
  it('a deployed contract receiving a plain ETH transfer is warned about; an account is not', async () => {
    expect((await check(devnet.contracts.erc20)).map((w) => w.kind)).toEqual(['contract']);
    expect(await check(HARDHAT_ACCOUNT_1)).toEqual([]);
  });

  it("the sender's own address", async () => {
    expect(coin().address).toBe(HARDHAT_ACCOUNT_0);
    expect((await check(HARDHAT_ACCOUNT_0.toLowerCase())).map((w) => w.kind)).toEqual(['ownAddress']);
  });

  it('a look-alike of an address book entry, then of a history counterparty', async () => {
    expect(await check(POISON_OF_1)).toEqual([]);
    expect((await check(POISON_OF_1, [HARDHAT_ACCOUNT_1]))[0]?.similarTo).toBe(HARDHAT_ACCOUNT_1);
    const row = { from: HARDHAT_ACCOUNT_0, to: HARDHAT_ACCOUNT_1, amount: '1', status: 3 };
    s.store.dispatch(
      walletsActions.updateWalletCoins({
        walletId: s.store.getState().wallets.allWallets[0]!.id,
        updates: [{ coinId: coin()._id, changes: { transactions: [row] } }],
      }),
    );
    expect((await check(POISON_OF_1))[0]?.similarTo).toBe(HARDHAT_ACCOUNT_1);
  });
});
