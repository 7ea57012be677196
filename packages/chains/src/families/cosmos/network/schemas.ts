/** zod shapes of the Cosmos SDK REST (LCD) answers, THORNode's constants and Mintscan's history. */
import { z } from 'zod';

const uint = z.string().regex(/^\d{1,30}$/);
const coin = z.object({ denom: z.string(), amount: uint });

/** cosmos-sdk errors over REST: {code, message} (grpc-gateway). */
export const restError = z.object({ code: z.number().int(), message: z.string() });
export type RestError = z.infer<typeof restError>;

export const nodeInfo = z.object({ default_node_info: z.object({ network: z.string().min(1) }) });

const baseAccount = z.object({ account_number: uint, sequence: uint });
/** BaseAccount, or an account type that nests one (vesting, module accounts). */
export const account = z.object({
  account: z.union([
    baseAccount,
    z.object({ base_account: baseAccount }).transform((a) => a.base_account),
    z
      .object({ base_vesting_account: z.object({ base_account: baseAccount }) })
      .transform((a) => a.base_vesting_account.base_account),
  ]),
});

export const balances = z.object({ balances: z.array(coin) });

export const simulate = z.object({ gas_info: z.object({ gas_used: uint }) });

export const txResponse = z.object({
  txhash: z.string().regex(/^[0-9A-Fa-f]{64}$/),
  height: uint,
  code: z.number().int(),
  raw_log: z.string().optional(),
  codespace: z.string().optional(),
  timestamp: z.string().optional(),
  tx: z
    .object({
      body: z.object({ messages: z.array(z.record(z.string(), z.unknown())), memo: z.string().optional() }),
    })
    .optional(),
});
export type TxResponse = z.infer<typeof txResponse>;

export const broadcast = z.object({ tx_response: txResponse.omit({ tx: true }) });
export const tx = z.object({ tx_response: txResponse });
export const txSearch = z.object({ tx_responses: z.array(txResponse).nullable() });

/** THORNode GET /thorchain/constants: the native fee in 1e-8 RUNE. */
export const thorConstants = z.object({
  int_64_values: z.object({ NativeTransactionFee: z.number().int().nonnegative().optional() }),
});

/** The bank MsgSend (and THORChain's MsgSend, whose JSON shows bech32 addresses too). */
export const sendMsg = z.object({
  '@type': z.enum(['/cosmos.bank.v1beta1.MsgSend', '/types.MsgSend']),
  from_address: z.string(),
  to_address: z.string(),
  amount: z.array(coin),
});

/** Mintscan GET /v1/{chain}/accounts/{addr}/transactions: header + data (a tx_response). */
export const mintscanTxs = z.object({
  transactions: z.array(z.object({ header: z.object({ timestamp: z.string() }), data: txResponse })),
  /** searchAfter: where the next (older) page starts, sent back as is. */
  pagination: z
    .looseObject({
      searchAfter: z
        .union([z.string().max(200), z.number()])
        .nullable()
        .optional(),
    })
    .optional(),
});
