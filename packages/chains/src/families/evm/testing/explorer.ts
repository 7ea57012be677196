/**
 * Test support: one local server answering every explorer API of spec §7 (Etherscan V2 and
 * Blockscout RPC `txlist`, Viction scan, Blockscout REST v2, OKLink v5) in the shapes
 * history.test.ts replays, with one mined transfer from whichever address is asked about.
 * Give adapters `explorerApis: [server.base]`: each kind appends its own path to it.
 */
import { sendJson, startLocalServer, type LocalServer } from '../../../net/testing/local-server';

export const EXPLORER_TX_HASH = `0x${'c5'.repeat(32)}`;
const OTHER = '0x4bd5900cb274ef15b153066d736bf3e83a9ba44e';
const TIME = 1654646411;

export interface ExplorerServer extends LocalServer {
  /** The explorer API base to configure (Etherscan-style kinds use it as is). */
  base: string;
}

function etherscanRow(address: string) {
  return {
    blockNumber: '14923678',
    timeStamp: String(TIME),
    hash: EXPLORER_TX_HASH,
    nonce: '1',
    from: address,
    to: OTHER,
    value: '1000000000000000',
    gas: '21000',
    gasPrice: '83924748773',
    isError: '0',
    txreceipt_status: '1',
    input: '0x',
    contractAddress: '',
    confirmations: '3397',
  };
}

export async function startExplorerServer(): Promise<ExplorerServer> {
  const server = await startLocalServer((req, res) => {
    const path = req.path.replace(/^\/x/, '');
    const v2 = /^\/api\/v2\/addresses\/([^/]+)\/transactions$/.exec(path);
    if ((path === '' || path === '/api') && req.query.get('action') === 'txlist') {
      const address = req.query.get('address') ?? '';
      return sendJson(res, { status: '1', message: 'OK', result: [etherscanRow(address)] });
    }
    if (path === '/api/transaction/list') {
      const tx = {
        hash: EXPLORER_TX_HASH,
        blockNumber: 10,
        from: req.query.get('account'),
        to: OTHER,
        value: '7',
        timestamp: TIME,
        status: 'success',
        nonce: 3,
      };
      return sendJson(res, { data: [tx], total: 1 });
    }
    if (v2) {
      const tx = {
        hash: EXPLORER_TX_HASH,
        from: { hash: v2[1] },
        to: { hash: OTHER },
        value: '11',
        status: 'ok',
        result: 'success',
        timestamp: '2022-06-07T23:33:31.000000Z',
        nonce: 4,
      };
      return sendJson(res, { items: [tx], next_page_params: null });
    }
    if (path === '/api/v5/explorer/address/normal-transaction-list') {
      const tx = {
        txId: EXPLORER_TX_HASH,
        methodId: '',
        nonce: '6',
        height: '100',
        transactionTime: `${TIME}000`,
        from: req.query.get('address'),
        to: OTHER,
        isFromContract: false,
        isToContract: false,
        amount: '0.25',
        symbol: 'ETHW',
        txFee: '0.000021',
        state: 'success',
        transactionType: '0',
      };
      const page = { page: '1', limit: '20', totalPage: '1', transactionList: [tx] };
      return sendJson(res, { code: '0', msg: '', data: [page] });
    }
    return sendJson(res, { message: 'not found' }, 404);
  });
  return { ...server, base: `${server.url}/x` };
}
