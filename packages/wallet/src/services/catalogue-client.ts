/** Typed calls for the catalogue: currencies, coin groups, one coin by chain, news, registration. */
import { CATALOGUE_FETCH_LIMIT } from '../rules/constants';
import type { HttpClient } from './http-client';
import {
  coinGroupPageSchema,
  currencyPageSchema,
  newsSchema,
  oneCurrencySchema,
  registeredCoinsSchema,
  registrationResultSchema,
} from './schemas';

/** The catalogue fetch size for sync and new-coin checks (spec §9). */
/** The list used for sync and new-coin checks (spec §9). */
export const SYNC_FETCH_LIMIT = CATALOGUE_FETCH_LIMIT;
/** Spec app-layer §8: fetching a coin by chain_name without a chain_name. */
export const GET_COIN_CONDITION_ERROR = 'getCoin condition not found';

export interface CurrencyListQuery {
  search?: string;
  page?: number;
  limit?: number;
  status?: boolean;
}

export interface CoinRegistration {
  coins: Array<{
    _id?: string;
    chain_name: string;
    symbol: string;
    contractAddress?: string | null;
    address?: string;
  }>;
  clientId: string;
  masterClientId: string;
  is_create_wallet: boolean;
  is_imported: boolean;
}

export function createCatalogueClient(http: HttpClient) {
  return {
    async listCurrencies(q: CurrencyListQuery = {}) {
      return (await http.get('/currencies', currencyPageSchema, { ...q })).data;
    },
    /** The list used for sync and new-coin checks: limit 200, status true. */
    async listForSync() {
      return (
        await http.get('/currencies', currencyPageSchema, { page: 1, limit: SYNC_FETCH_LIMIT, status: true })
      ).data;
    },
    async listCoinGroups(q: { page?: number; search?: string } = {}) {
      return (await http.get('/coin-groups', coinGroupPageSchema, { ...q })).data;
    },
    /** Rejects with the spec's 'getCoin condition not found' (app-layer §8) when no chain_name is given. */
    async getCoinByChain(chainName: string) {
      if (typeof chainName !== 'string' || !chainName.trim()) throw new Error(GET_COIN_CONDITION_ERROR);
      return (await http.get(`/currencies/chain/${encodeURIComponent(chainName)}`, oneCurrencySchema)).data;
    },
    /** The message of the news entry whose key matches, or undefined. */
    async getNewsMessage(key: string): Promise<string | undefined> {
      const { data } = await http.get('/news', newsSchema, { key });
      return data.find((entry) => entry.key === key)?.message;
    },
    async registerCoins(registration: CoinRegistration) {
      return (await http.post('/coins/register', registration, registrationResultSchema)).data;
    },
    async listRegistrations(clientId: string) {
      return (await http.get('/coins/registrations', registeredCoinsSchema, {}, { 'x-client-id': clientId }))
        .data;
    },
  };
}

export type CatalogueClient = ReturnType<typeof createCatalogueClient>;
