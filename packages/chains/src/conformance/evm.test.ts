/**
 * The conformance suite on the EVM adapter (ethereum profile) against a devnet, with history from
 * a local etherscan-style server. Expected address of "shoot island ... above" at m/44'/60'/0'/0/0:
 * 0x8f348F300873Fd5DA36950B2aC75a26584584feE (trustwallet/wallet-core
 * swift/Tests/CoinAddressDerivationTests.swift, .ethereum).
 */
import type { Devnet } from '@kestrel/devnet';
import { afterAll, beforeAll } from 'vitest';
import { createAdapter } from '../adapter';
import { sendJson, startLocalServer, type LocalServer } from '../net/testing/local-server';
import { startTestDevnet } from '../families/evm/testing/devnet';
import { testAdapter } from './testAdapter';

let devnet: Devnet;
let explorer: LocalServer;
beforeAll(async () => {
  [devnet, explorer] = await Promise.all([
    startTestDevnet(),
    startLocalServer((req, res) =>
      sendJson(res, {
        status: '1',
        message: 'OK',
        result: [
          {
            blockNumber: '1',
            timeStamp: '1700000000',
            hash: `0x${'ab'.repeat(32)}`,
            nonce: '0',
            from: req.query.get('address'),
            to: '0x0000000000000000000000000000000000000001',
            value: '42',
            isError: '0',
            txreceipt_status: '1',
            confirmations: '100',
          },
        ],
      }),
    ),
  ]);
});
afterAll(async () => {
  await Promise.all([devnet?.stop(), explorer?.close()]);
});

testAdapter('evm (ethereum on the devnet)', async () => ({
  adapter: await createAdapter('ethereum', {
    network: 'devnet',
    rpc: [devnet.rpcUrl],
    explorerApis: [`${explorer.url}/api`],
  }),
  mnemonic: 'shoot island position soft burden budget tooth cruel issue economy destroy above',
  expectedAddress: '0x8f348F300873Fd5DA36950B2aC75a26584584feE',
  funded: devnet.accounts[9]!.address,
  recipient: devnet.accounts[8]!.address,
  historyAddress: devnet.accounts[9]!.address,
}));
