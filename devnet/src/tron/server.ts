/**
 * The devnet's Tron node on 127.0.0.1: the full node's HTTP calls the adapter makes, in their
 * documented shapes — POST wallet/getaccount, getaccountresource, getnowblock, getchainparameters,
 * triggerconstantcontract (the built-in TRC-20: balanceOf, name, symbol, decimals, transfer's
 * energy), broadcasttransaction, gettransactioninfobyid; GET v1/accounts/{address}/transactions
 * and /transactions/trc20 (limit, contract_address); tronscan's GET /api/transaction-info?hash=
 * and /api/pagewitness — and the devnet's uniform POST /faucet {address, amount, token?}.
 */
import { createServer, type ServerResponse } from 'node:http';
import * as c from './codec';
import { faucetSend } from './faucet';
import { FEES, FREE_NET_LIMIT, TRANSFER_ENERGY, type TronLedger, type TxRecord } from './ledger';
import { energyLimit, netLimit, tronPower } from './staking';
import { WITNESSES } from './witnesses';
import { readBody } from '../http';

const MAX_BODY = 1 << 20;
const MAX_FAUCET = 1_000_000_000_000_000n;

class BadRequest extends Error {}

// Amounts stay JSON numbers, as java-tron writes them.
const json = (v: unknown) => JSON.stringify(v, (_k, x: unknown) => (typeof x === 'bigint' ? Number(x) : x));

function address(v: unknown, name = 'address'): string {
  const a = c.decodeAddress(v);
  if (!a) throw new BadRequest(`${name} is not a Tron address`);
  return c.encodeAddress(a);
}

const hexAddr = (a: string) => c.toHex(c.decodeAddress(a)!);
const word = (n: bigint) => n.toString(16).padStart(64, '0');
const abiString = (s: string) => {
  const b = Buffer.from(s, 'utf8');
  return word(32n) + word(BigInt(b.length)) + b.toString('hex').padEnd(Math.ceil(b.length / 32) * 64, '0');
};

function constantCall(ledger: TronLedger, p: Record<string, unknown>) {
  const contract = address(p.contract_address, 'contract_address');
  const failed = (m: string) => ({
    result: { code: 'CONTRACT_VALIDATE_ERROR', message: c.toHex(new TextEncoder().encode(m)) },
  });
  if (contract !== ledger.token.address) return failed('No contract or not a smart contract');
  const parameter = typeof p.parameter === 'string' ? p.parameter : '';
  const ok = (result: string, energy: bigint) => ({
    result: { result: true },
    energy_used: energy,
    constant_result: [result],
  });
  switch (p.function_selector) {
    case 'balanceOf(address)':
      return ok(
        word(ledger.tokenBalances.get(c.encodeAddress(c.fromHex(`41${parameter.slice(24, 64)}`))) ?? 0n),
        700n,
      );
    case 'name()':
      return ok(abiString(ledger.token.name), 900n);
    case 'symbol()':
      return ok(abiString(ledger.token.symbol), 900n);
    case 'decimals()':
      return ok(word(BigInt(ledger.token.decimals)), 300n);
    case 'transfer(address,uint256)': {
      if (!/^[0-9a-f]{128}$/i.test(parameter)) return failed('transfer takes an address and a uint256');
      const to = c.encodeAddress(c.fromHex(`41${parameter.slice(24, 64)}`));
      const energy =
        (ledger.tokenBalances.get(to) ?? 0n) > 0n ? TRANSFER_ENERGY.holder : TRANSFER_ENERGY.newHolder;
      return ok(word(1n), energy);
    }
    default:
      return failed(`the devnet token has no ${String(p.function_selector)}`);
  }
}

function v1Row(t: TxRecord) {
  const value =
    t.type === 'TransferContract'
      ? { amount: t.amount, owner_address: hexAddr(t.owner), to_address: hexAddr(t.to) }
      : { owner_address: hexAddr(t.owner), contract_address: hexAddr(t.to) };
  return {
    ret: [{ contractRet: t.contractRet, fee: t.fee }],
    signature: t.body.signature,
    txID: t.txID,
    net_usage: t.netUsage,
    raw_data_hex: t.body.raw_data_hex,
    net_fee: t.netFee,
    energy_usage: t.energyUsage,
    blockNumber: t.blockNumber,
    block_timestamp: t.timestamp,
    energy_fee: t.energyFee,
    energy_usage_total: t.energyUsage,
    raw_data: {
      contract: [{ parameter: { value, type_url: `type.googleapis.com/protocol.${t.type}` }, type: t.type }],
    },
    internal_transactions: [],
  };
}

function limitOf(q: URLSearchParams): number {
  const text = q.get('limit') ?? '20';
  if (!/^\d+$/.test(text) || Number(text) < 1 || Number(text) > 200)
    throw new BadRequest('limit must be between 1 and 200');
  return Number(text);
}

async function route(
  ledger: TronLedger,
  faucet: string,
  method: string,
  url: URL,
  body: Record<string, unknown>,
): Promise<[number, unknown]> {
  const path = url.pathname.replace(/\/+$/, '');
  const q = url.searchParams;
  const head = ledger.head();
  if (method === 'POST')
    switch (path) {
      case '/wallet/getaccount': {
        const a = address(body.address);
        const s = ledger.account(a);
        if (!s) return [200, {}];
        const k = s.stake;
        const addr = (x: string) => (body.visible ? x : hexAddr(x));
        const account = {
          address: addr(a),
          ...(s.balance ? { balance: s.balance } : {}),
          create_time: s.createTime,
          ...(s.freeNetUsed ? { free_net_usage: s.freeNetUsed } : {}),
          ...(k.votes.length
            ? { votes: k.votes.map((v) => ({ vote_address: addr(v.address), vote_count: v.count })) }
            : {}),
          frozenV2: [
            { ...(k.frozen.BANDWIDTH ? { amount: k.frozen.BANDWIDTH } : {}) },
            { type: 'ENERGY', ...(k.frozen.ENERGY ? { amount: k.frozen.ENERGY } : {}) },
            { type: 'TRON_POWER' },
          ],
          ...(k.unfrozen.length
            ? {
                unfrozenV2: k.unfrozen.map((u) => ({
                  ...(u.resource === 'ENERGY' ? { type: 'ENERGY' } : {}),
                  unfreeze_amount: u.amount,
                  unfreeze_expire_time: u.expire,
                })),
              }
            : {}),
          ...(k.latestWithdrawTime !== undefined ? { latest_withdraw_time: k.latestWithdrawTime } : {}),
        };
        return [200, account];
      }
      case '/wallet/getaccountresource': {
        const s = ledger.account(address(body.address));
        if (!s) return [200, {}];
        const k = s.stake;
        const used = {
          freeNetUsed: s.freeNetUsed,
          NetUsed: k.netUsed,
          NetLimit: netLimit(k),
          EnergyUsed: k.energyUsed,
          EnergyLimit: energyLimit(k),
          tronPowerUsed: k.votes.reduce((t, v) => t + v.count, 0n),
          tronPowerLimit: tronPower(k),
        };
        // java-tron leaves zero fields out.
        const nonzero = Object.fromEntries(Object.entries(used).filter(([, v]) => v !== 0n));
        return [
          200,
          {
            ...nonzero,
            freeNetLimit: FREE_NET_LIMIT,
            TotalNetLimit: 43_200_000_000,
            TotalEnergyLimit: 90_000_000_000,
          },
        ];
      }
      case '/wallet/getReward':
        return [200, { reward: ledger.account(address(body.address))?.stake.reward ?? 0n }];
      case '/wallet/getnowblock':
        return [
          200,
          {
            blockID: head.id,
            block_header: { raw_data: { number: head.number, timestamp: head.timestamp, version: 30 } },
          },
        ];
      case '/wallet/getchainparameters':
        return [
          200,
          {
            chainParameter: [
              { key: 'getCreateAccountFee', value: FEES.accountCreation },
              { key: 'getCreateNewAccountFeeInSystemContract', value: FEES.newAccount },
              { key: 'getTransactionFee', value: FEES.transactionFee },
              { key: 'getEnergyFee', value: FEES.energyFee },
              { key: 'getMemoFee', value: FEES.memoFee },
            ],
          },
        ];
      case '/wallet/triggerconstantcontract':
        return [200, constantCall(ledger, body)];
      case '/wallet/broadcasttransaction':
        return [200, await ledger.broadcast(body)];
      case '/wallet/gettransactioninfobyid': {
        const t = ledger.tx(String(body.value ?? ''));
        if (!t) return [200, {}];
        return [
          200,
          {
            id: t.txID,
            fee: t.fee,
            blockNumber: t.blockNumber,
            blockTimeStamp: t.timestamp,
            receipt: {
              net_fee: t.netFee,
              energy_fee: t.energyFee,
              energy_usage_total: t.energyUsage,
              result: t.contractRet,
            },
          },
        ];
      }
      case '/faucet': {
        const to = address(body.address);
        const text =
          typeof body.amount === 'string' || typeof body.amount === 'number' ? String(body.amount) : '';
        if (!/^\d{1,30}$/.test(text) || BigInt(text) === 0n || BigInt(text) > MAX_FAUCET)
          throw new BadRequest('amount is a whole number of sun (or token units) above 0 and at most 1e18');
        const token = body.token !== undefined && body.token !== false;
        if (token && body.token !== true && address(body.token, 'token') !== ledger.token.address)
          throw new BadRequest(`token must be ${ledger.token.address}`);
        const hash = await faucetSend(ledger, faucet, to, BigInt(text), token);
        return [200, { address: to, amount: text, hash }];
      }
    }
  if (method === 'GET') {
    if (path === '/api/transaction-info') {
      const t = ledger.tx(q.get('hash') ?? '');
      if (!t) return [200, {}];
      return [
        200,
        {
          hash: t.txID,
          block: t.blockNumber,
          timestamp: t.timestamp,
          contractRet: t.contractRet,
          confirmed: true,
          ownerAddress: t.owner,
          toAddress: t.to,
          cost: { fee: t.fee, net_fee: t.netFee, energy_fee: t.energyFee },
        },
      ];
    }
    if (path === '/api/pagewitness') return [200, { total: WITNESSES.length, data: WITNESSES }];
    const m = /^\/v1\/accounts\/([^/]+)\/transactions(\/trc20)?$/.exec(path);
    if (m) {
      const a = address(m[1]);
      const limit = limitOf(q);
      const mine = [...ledger.txs].reverse();
      // TronGrid's paging: meta.fingerprint when more rows remain, sent back as `fingerprint`
      // (here the txID of the page's last row).
      const paged = <T extends { txID: string }>(list: T[]) => {
        const from = q.get('fingerprint');
        const start = from ? list.findIndex((t) => t.txID === from) + 1 : 0;
        const rows = list.slice(start, start + limit);
        const more = start + limit < list.length;
        const meta = { at: Date.now(), page_size: rows.length };
        return { rows, meta: more ? { ...meta, fingerprint: rows.at(-1)!.txID } : meta };
      };
      if (!m[2]) {
        const { rows, meta } = paged(mine.filter((t) => t.owner === a || t.to === a));
        return [200, { data: rows.map(v1Row), success: true, meta }];
      }
      const contract = q.get('contract_address');
      if (contract && address(contract, 'contract_address') !== ledger.token.address)
        return [200, { data: [], success: true, meta: { at: Date.now(), page_size: 0 } }];
      const { rows: transfers, meta } = paged(
        mine.filter((t) => t.token && t.contractRet === 'SUCCESS' && (t.owner === a || t.token.to === a)),
      );
      const rows = transfers.map((t) => ({
        transaction_id: t.txID,
        token_info: { ...ledger.token },
        block_timestamp: t.timestamp,
        from: t.owner,
        to: t.token!.to,
        type: 'Transfer',
        value: t.token!.value.toString(),
      }));
      return [200, { data: rows, success: true, meta }];
    }
  }
  return [404, { Error: `${method} ${path} is not served by the devnet` }];
}

export async function serve(ledger: TronLedger, faucet: string, port: number) {
  const server = createServer((req, res: ServerResponse) => {
    void (async () => {
      let status: number;
      let out: unknown;
      try {
        const url = new URL(req.url ?? '/', 'http://127.0.0.1');
        const text = req.method === 'POST' ? await readBody(req, MAX_BODY) : '';
        const body = text ? (JSON.parse(text) as Record<string, unknown>) : {};
        [status, out] = await route(ledger, faucet, req.method ?? 'GET', url, body);
      } catch (e) {
        [status, out] = [
          400,
          { error: e instanceof BadRequest ? e.message : `bad request: ${(e as Error).message}` },
        ];
      }
      res.writeHead(status, { 'content-type': 'application/json' }).end(json(out));
    })();
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const { port: bound } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${bound}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
