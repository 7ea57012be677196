/** zod shapes of the TronGrid / full-node HTTP answers and the tronscan calls the adapter makes. */
import { z } from 'zod';

const int = z.number().int();
const num = int.optional();
/** An amount (sun): a JSON number, or digits when it was too long for one (trongrid.ts parseExact). */
const amount = z.union([int, z.string().regex(/^-?\d+$/)]).optional();

/** wallet/getaccount (visible): {} when the network holds no such account. */
export const account = z
  .object({
    address: z.string().optional(),
    balance: amount,
    create_time: num,
    latest_withdraw_time: num,
    frozenV2: z.array(z.object({ type: z.string().optional(), amount })).optional(),
    unfrozenV2: z
      .array(z.object({ type: z.string().optional(), unfreeze_amount: amount, unfreeze_expire_time: num }))
      .optional(),
    votes: z.array(z.object({ vote_address: z.string(), vote_count: int })).optional(),
  })
  .passthrough()
  // A held account always names its address (the balance is left out when 0); only {} means none.
  // Anything else without either is not an account answer and must never read as a zero balance.
  .refine((a) => a.address !== undefined || a.balance !== undefined || Object.keys(a).length === 0, {
    message: 'neither an account nor {}',
  });
export type Account = z.infer<typeof account>;

/** wallet/getaccountresource: every field is left out when zero. */
export const accountResource = z
  .object({
    freeNetUsed: num,
    freeNetLimit: num,
    NetUsed: num,
    NetLimit: num,
    EnergyUsed: num,
    EnergyLimit: num,
    tronPowerUsed: num,
    tronPowerLimit: num,
  })
  .passthrough();
export type AccountResource = z.infer<typeof accountResource>;

export const nowBlock = z.object({
  blockID: z.string().regex(/^[0-9a-f]{64}$/),
  block_header: z.object({ raw_data: z.object({ number: int, timestamp: int }) }),
});
export type NowBlock = z.infer<typeof nowBlock>;

export const chainParameters = z.object({
  chainParameter: z.array(z.object({ key: z.string(), value: num })),
});

const retCode = z.object({
  result: z.boolean().optional(),
  code: z.string().optional(),
  message: z.string().optional(),
});

/** wallet/triggerconstantcontract: the call's result and the energy it used. */
export const constantCall = z.object({
  result: retCode,
  energy_used: num,
  constant_result: z.array(z.string()).optional(),
});
export type ConstantCall = z.infer<typeof constantCall>;

/** wallet/broadcasttransaction: {result: true, txid} or {code, message (hex), txid}. */
export const broadcastAnswer = z
  .object({
    result: z.boolean().optional(),
    txid: z.string().optional(),
    code: z.string().optional(),
    message: z.string().optional(),
  })
  .passthrough();
export type BroadcastAnswer = z.infer<typeof broadcastAnswer>;

/** GET /api/transaction-info?hash= (tronscan): {} until the transaction is known. */
export const transactionInfo = z
  .object({
    hash: z.string().optional(),
    contractRet: z.string().optional(),
    block: num,
    timestamp: num,
    confirmed: z.boolean().optional(),
  })
  .passthrough();
export type TransactionInfo = z.infer<typeof transactionInfo>;

const contractValue = z
  .object({
    owner_address: z.string().optional(),
    to_address: z.string().optional(),
    amount,
    contract_address: z.string().optional(),
    data: z.string().optional(),
  })
  .passthrough();

/** GET /v1/accounts/{address}/transactions rows. */
export const v1Transaction = z.object({
  txID: z.string(),
  blockNumber: num,
  block_timestamp: int,
  net_fee: num,
  energy_fee: num,
  ret: z.array(z.object({ contractRet: z.string().optional(), fee: num })).optional(),
  raw_data: z.object({
    contract: z.array(z.object({ type: z.string(), parameter: z.object({ value: contractValue }) })),
  }),
});
export type V1Transaction = z.infer<typeof v1Transaction>;

/** TronGrid's meta: `fingerprint` when more rows remain (the next page's query parameter). */
const v1Meta = z
  .object({ fingerprint: z.string().max(500).optional() })
  .passthrough()
  .optional();

export const v1Transactions = z.object({ success: z.boolean(), data: z.array(v1Transaction), meta: v1Meta });

/** GET /v1/accounts/{address}/transactions/trc20 rows. */
export const v1Trc20Transfer = z.object({
  transaction_id: z.string(),
  block_timestamp: int,
  from: z.string(),
  to: z.string(),
  type: z.string().optional(),
  value: z.string(),
  token_info: z
    .object({ address: z.string(), decimals: int.optional(), symbol: z.string().optional() })
    .passthrough(),
});
export type V1Trc20Transfer = z.infer<typeof v1Trc20Transfer>;

export const v1Trc20Transfers = z.object({
  success: z.boolean(),
  data: z.array(v1Trc20Transfer),
  meta: v1Meta,
});

/** GET /api/pagewitness (tronscan): the validators. */
export const pageWitness = z.object({
  data: z.array(
    z
      .object({
        address: z.string(),
        name: z.string().optional(),
        url: z.string().optional(),
        lowestBrokerageImage: z.string().optional(),
        image: z.string().optional(),
        annualizedRate: z.union([z.string(), z.number()]).optional(),
        realTimeVotes: num,
        votes: num,
      })
      .passthrough(),
  ),
});
export type PageWitness = z.infer<typeof pageWitness>;

/** wallet/getReward: the voting reward not withdrawn yet (sun). */
export const reward = z.object({ reward: amount }).passthrough();

/** wallet/gettransactioninfobyid: {} until the transaction is in a block. */
export const txInfoById = z
  .object({
    id: z.string().optional(),
    fee: num,
    blockNumber: num,
    receipt: z.object({ net_fee: num, energy_fee: num }).passthrough().optional(),
  })
  .passthrough();
