/**
 * Provider answers in the shapes their public documentation shows, replayed by the provider tests
 * from a local server. Values are made up but consistent: one address receives 50000 sats in tx A
 * (confirmed) and sends 20000 of them on in tx B (unconfirmed, fee 1000, change 29000).
 * Shapes: mempool.space/docs/api/rest (GET /address/:address example in the search corpus:
 * {"address","chain_stats":{funded_txo_count,funded_txo_sum,spent_txo_count,spent_txo_sum,tx_count},
 * "mempool_stats":{…}}); Blockcypher API docs (Address Balance / Full / unspentOnly txrefs, Chain
 * endpoint high_fee_per_kb, Push {tx}); Blockdaemon Ubiquity OpenAPI (Blockdaemon's Rust client
 * docs: AccountsApi, TransactionsApi; utxo entries {status,is_spent,value,mined:{tx_id,index,…}});
 * Blockchair API v2 documentation (Blockchair/Blockchair.Support API_DOCUMENTATION_EN.md:
 * dashboards/address data.{addr}.{address,transactions,utxo}, context.code).
 */
export const ADDR = 'ltc1qyu9qvkukx99r6yadxlk3t2x78a7dxe73s3r4x3';
export const OTHER = 'ltc1qmca5runvg3hygarulu34evdulcdfda7z7zquhn';
export const SENDER = 'ltc1q3z9ucv3qr2ysquwfkmz3xpgmgcdpcn3wlfqqxd';
export const TX_A = 'a'.repeat(64);
export const TX_B = 'b'.repeat(64);
export const TX_PREV = 'c'.repeat(64);
export const RAW_HEX = '0100000001' + '00'.repeat(40);

export const mempool = {
  address: {
    address: ADDR,
    chain_stats: {
      funded_txo_count: 1,
      funded_txo_sum: 50000,
      spent_txo_count: 0,
      spent_txo_sum: 0,
      tx_count: 1,
    },
    mempool_stats: {
      funded_txo_count: 1,
      funded_txo_sum: 29000,
      spent_txo_count: 1,
      spent_txo_sum: 50000,
      tx_count: 1,
    },
  },
  txs: [
    {
      txid: TX_B,
      version: 2,
      locktime: 0,
      vin: [
        {
          txid: TX_A,
          vout: 0,
          prevout: {
            scriptpubkey: '0014270a065b96314a3d13ad37ed15a8de3f7cd367d1',
            scriptpubkey_asm: '',
            scriptpubkey_type: 'v0_p2wpkh',
            scriptpubkey_address: ADDR,
            value: 50000,
          },
          scriptsig: '',
          scriptsig_asm: '',
          witness: [],
          is_coinbase: false,
          sequence: 4294967293,
        },
      ],
      vout: [
        {
          scriptpubkey: '0014de3b41f26c446e44747cff235cb1bcfe1a96f7c2',
          scriptpubkey_asm: '',
          scriptpubkey_type: 'v0_p2wpkh',
          scriptpubkey_address: OTHER,
          value: 20000,
        },
        {
          scriptpubkey: '0014270a065b96314a3d13ad37ed15a8de3f7cd367d1',
          scriptpubkey_asm: '',
          scriptpubkey_type: 'v0_p2wpkh',
          scriptpubkey_address: ADDR,
          value: 29000,
        },
      ],
      size: 222,
      weight: 561,
      fee: 1000,
      status: { confirmed: false },
    },
    {
      txid: TX_A,
      version: 2,
      locktime: 0,
      vin: [
        {
          txid: TX_PREV,
          vout: 1,
          prevout: {
            scriptpubkey: '0014' + '11'.repeat(20),
            scriptpubkey_asm: '',
            scriptpubkey_type: 'v0_p2wpkh',
            scriptpubkey_address: SENDER,
            value: 60000,
          },
          scriptsig: '',
          scriptsig_asm: '',
          witness: [],
          is_coinbase: false,
          sequence: 4294967295,
        },
      ],
      vout: [
        {
          scriptpubkey: '0014270a065b96314a3d13ad37ed15a8de3f7cd367d1',
          scriptpubkey_asm: '',
          scriptpubkey_type: 'v0_p2wpkh',
          scriptpubkey_address: ADDR,
          value: 50000,
        },
      ],
      size: 191,
      weight: 437,
      fee: 10000,
      status: { confirmed: true, block_height: 2500000, block_hash: 'd'.repeat(64), block_time: 1700000000 },
    },
  ],
  utxo: [{ txid: TX_B, vout: 1, status: { confirmed: false }, value: 29000 }],
  mempoolBlocks: [
    {
      blockSize: 1500000,
      blockVSize: 997000,
      nTx: 3000,
      totalFees: 9000000,
      medianFee: 10,
      feeRange: [8, 9, 10, 12, 20],
    },
  ],
};

export const blockcypher = {
  balance: {
    address: ADDR,
    total_received: 50000,
    total_sent: 0,
    balance: 50000,
    unconfirmed_balance: -21000,
    final_balance: 29000,
    n_tx: 1,
    unconfirmed_n_tx: 1,
    final_n_tx: 2,
  },
  full: {
    address: ADDR,
    txs: [
      {
        block_height: -1,
        hash: TX_B,
        addresses: [ADDR, OTHER],
        total: 49000,
        fees: 1000,
        received: '2023-11-14T22:13:20Z',
        confirmations: 0,
        inputs: [
          {
            prev_hash: TX_A,
            output_index: 0,
            output_value: 50000,
            sequence: 4294967293,
            addresses: [ADDR],
            script_type: 'pay-to-witness-pubkey-hash',
            age: 2500000,
          },
        ],
        outputs: [
          {
            value: 20000,
            script: '0014de3b41f26c446e44747cff235cb1bcfe1a96f7c2',
            addresses: [OTHER],
            script_type: 'pay-to-witness-pubkey-hash',
          },
          {
            value: 29000,
            script: '0014270a065b96314a3d13ad37ed15a8de3f7cd367d1',
            addresses: [ADDR],
            script_type: 'pay-to-witness-pubkey-hash',
          },
        ],
      },
    ],
  },
  unspent: {
    address: ADDR,
    txrefs: [],
    unconfirmed_txrefs: [
      {
        address: ADDR,
        tx_hash: TX_B,
        tx_input_n: -1,
        tx_output_n: 1,
        value: 29000,
        spent: false,
        confirmations: 0,
        double_spend: false,
      },
    ],
  },
  chain: {
    name: 'LTC.main',
    height: 2500001,
    high_fee_per_kb: 10240,
    medium_fee_per_kb: 5120,
    low_fee_per_kb: 2048,
  },
};

export const blockdaemon = {
  account: [
    {
      currency: {
        asset_path: 'litecoin/native/ltc',
        symbol: 'LTC',
        name: 'Litecoin',
        decimals: 8,
        type: 'native',
      },
      confirmed_balance: '50000',
      pending_balance: '-21000',
      confirmed_block: 2500000,
    },
  ],
  txs: {
    total: 1,
    data: [
      {
        id: TX_B,
        block_id: null,
        date: 1700000000,
        status: 'pending',
        num_events: 4,
        block_number: null,
        confirmations: 0,
        events: [
          {
            id: 'utxo-in',
            transaction_id: TX_B,
            type: 'utxo_input',
            denomination: 'ltc',
            source: ADDR,
            meta: { addresses: [ADDR], index: 0, script_type: 'witness_v0_keyhash' },
            amount: 50000,
            decimals: 8,
          },
          {
            id: 'utxo-out-0',
            transaction_id: TX_B,
            type: 'utxo_output',
            denomination: 'ltc',
            destination: OTHER,
            meta: { addresses: [OTHER], index: 0, script_type: 'witness_v0_keyhash' },
            amount: 20000,
            decimals: 8,
          },
          {
            id: 'utxo-out-1',
            transaction_id: TX_B,
            type: 'utxo_output',
            denomination: 'ltc',
            destination: ADDR,
            meta: { addresses: [ADDR], index: 1, script_type: 'witness_v0_keyhash' },
            amount: 29000,
            decimals: 8,
          },
          {
            id: 'fee',
            transaction_id: TX_B,
            type: 'fee',
            denomination: 'ltc',
            source: ADDR,
            amount: 1000,
            decimals: 8,
          },
        ],
      },
    ],
    meta: { paging: { next_page_token: '' } },
  },
  utxo: {
    total: 1,
    data: [
      {
        status: 'pending',
        is_spent: false,
        value: 29000,
        decimals: 8,
        pending: {
          tx_id: TX_B,
          index: 1,
          date: 1700000000,
          block_id: '',
          block_number: 0,
          confirmations: 0,
          meta: {
            addresses: [ADDR],
            index: 1,
            script: '0014270a065b96314a3d13ad37ed15a8de3f7cd367d1',
            script_type: 'witness_v0_keyhash',
          },
        },
      },
    ],
    meta: null,
  },
  fee: { most_recent_block: 2500000, estimated_fees: { fast: 12, medium: 8, slow: 4 } },
  send: { id: TX_B },
};

const chairTx = {
  transaction: {
    block_id: -1,
    id: 1,
    hash: TX_B,
    time: '2023-11-14 22:13:20',
    size: 222,
    fee: 1000,
    input_total: 50000,
    output_total: 49000,
  },
  inputs: [
    {
      block_id: 2500000,
      transaction_id: 0,
      index: 0,
      transaction_hash: TX_A,
      date: '2023-11-14',
      time: '2023-11-14 20:00:00',
      value: 50000,
      recipient: ADDR,
      type: 'witness_v0_keyhash',
      script_hex: '0014270a065b96314a3d13ad37ed15a8de3f7cd367d1',
      is_from_coinbase: false,
      is_spendable: null,
      is_spent: true,
      spending_block_id: -1,
      spending_transaction_hash: TX_B,
      spending_index: 0,
      spending_sequence: 4294967293,
    },
  ],
  outputs: [
    {
      block_id: -1,
      transaction_id: 1,
      index: 0,
      transaction_hash: TX_B,
      value: 20000,
      recipient: OTHER,
      type: 'witness_v0_keyhash',
      script_hex: '0014de3b41f26c446e44747cff235cb1bcfe1a96f7c2',
      is_spent: false,
    },
    {
      block_id: -1,
      transaction_id: 1,
      index: 1,
      transaction_hash: TX_B,
      value: 29000,
      recipient: ADDR,
      type: 'witness_v0_keyhash',
      script_hex: '0014270a065b96314a3d13ad37ed15a8de3f7cd367d1',
      is_spent: false,
    },
  ],
};
const chairContext = { code: 200, source: 'D', results: 1, state: 2500001, cache: { live: true } };

export const blockchair = {
  address: {
    data: {
      [ADDR]: {
        address: {
          type: 'witness_v0_keyhash',
          script_hex: '0014270a065b96314a3d13ad37ed15a8de3f7cd367d1',
          balance: 29000,
          received: 79000,
          spent: 50000,
          output_count: 2,
          unspent_output_count: 1,
          transaction_count: 2,
        },
        transactions: [TX_B],
        utxo: [{ block_id: -1, transaction_hash: TX_B, index: 1, value: 29000 }],
      },
    },
    context: chairContext,
  },
  transactions: { data: { [TX_B]: chairTx }, context: chairContext },
  missing: { data: [], context: { ...chairContext, results: 0 } },
  raw: { data: { [TX_A]: { raw_transaction: RAW_HEX, decoded_raw_transaction: {} } }, context: chairContext },
  stats: { data: { blocks: 2500001, suggested_transaction_fee_per_byte_sat: 7 }, context: chairContext },
  push: { data: { transaction_hash: TX_B }, context: chairContext },
};

/** The premium provider's shape, as chosen in premium.ts and docs/utxo.md. */
export const premium = {
  balance: { confirmed: '50000', unconfirmed: '-21000' },
  txs: {
    txs: [
      {
        txid: TX_B,
        confirmed: false,
        time: 1700000000,
        fee: '1000',
        vin: [{ txid: TX_A, vout: 0, address: ADDR, value: '50000', sequence: 4294967293 }],
        vout: [
          { address: OTHER, value: '20000', script: '0014de3b41f26c446e44747cff235cb1bcfe1a96f7c2' },
          { address: ADDR, value: '29000', script: '0014270a065b96314a3d13ad37ed15a8de3f7cd367d1' },
        ],
      },
    ],
  },
  utxo: { utxos: [{ txid: TX_B, vout: 1, value: '29000', confirmed: false }] },
  fees: { fast: 9 },
};
