/**
 * The Horizon calls of spec §7: load account, base fee (fee_stats), transactions for an account
 * (limit 20, desc), operations (the account's, else a transaction's), POST /transactions form-encoded with tx as base64,
 * and one transaction by hash (the confirmation check). Reads go to the endpoints in order and fall
 * back on any fault (network, 30 s timeout, HTTP error, an answer that fails its shape); a 404
 * problem+json is an answer ("no such account"), not a fault. A submission goes to every endpoint
 * at once; a transaction_failed problem is the network's verdict and is returned as such.
 */
import type { z } from 'zod';
import { AllProvidersFailedError, ProviderError, redactUrl, toProviderError } from '../../../net/errors';
import { fetchWithTimeout, withQuery, type FetchLike } from '../../../net/http';
import { firstAnswer } from '../../../net/pool';
import * as s from './schemas';

export interface HorizonOptions {
  fetch: FetchLike;
  timeoutMs: number;
}

/** Horizon answered 4xx with a problem document (its verdict, not a fault of the provider). */
export class HorizonProblem extends Error {
  override name = 'HorizonProblem';
  constructor(readonly problem: s.Problem) {
    super(problem.title);
  }
}

const HISTORY_LIMIT = 20;

export class Horizon {
  constructor(
    readonly endpoints: readonly string[],
    private readonly o: HorizonOptions,
  ) {}

  /** One request: the body validated by `schema`, or a HorizonProblem for a 4xx problem document. */
  private async request<S extends z.ZodType>(url: string, init: RequestInit, schema: S): Promise<z.infer<S>> {
    const host = redactUrl(url);
    const started = Date.now();
    const res = await fetchWithTimeout(url, init, this.o);
    const left = Math.max(1, this.o.timeoutMs - (Date.now() - started));
    let timer: ReturnType<typeof setTimeout> | undefined;
    const text = await Promise.race([
      res.text(),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new ProviderError(host, 'timeout', 'body not read in time')), left);
      }),
    ]).finally(() => clearTimeout(timer));
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      throw new ProviderError(host, res.ok ? 'malformed' : 'http', `HTTP ${res.status}: answer is not JSON`);
    }
    if (!res.ok) {
      const p = s.problem.safeParse(body);
      if (res.status >= 400 && res.status < 500 && p.success && p.data.status === res.status)
        throw new HorizonProblem(p.data);
      throw new ProviderError(host, 'http', `HTTP ${res.status}${p.success ? `: ${p.data.title}` : ''}`);
    }
    const parsed = schema.safeParse(body);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw new ProviderError(
        host,
        'malformed',
        `unexpected answer shape at ${issue?.path.join('.') || '(root)'}`,
      );
    }
    return parsed.data;
  }

  /** A read in order with fallback; `onProblem` turns a problem document into an answer (or rethrows). */
  private read<T>(what: string, attempt: (base: string) => Promise<T>, onProblem?: (p: s.Problem) => T) {
    return firstAnswer(what, this.endpoints, async (endpoint) => {
      try {
        return await attempt(endpoint.replace(/\/+$/, ''));
      } catch (e) {
        if (e instanceof HorizonProblem && onProblem) return onProblem(e.problem);
        if (e instanceof HorizonProblem)
          throw new ProviderError(
            redactUrl(endpoint),
            'http',
            `HTTP ${e.problem.status}: ${e.problem.title}`,
          );
        throw e;
      }
    });
  }

  /** The account, or null when the network has no such account (404). */
  account(id: string): Promise<s.HorizonAccount | null> {
    return this.read(
      `account ${id}`,
      (base) => this.request(`${base}/accounts/${id}`, { method: 'GET' }, s.account),
      (p) => {
        if (p.status === 404) return null;
        throw new HorizonProblem(p);
      },
    );
  }

  feeStats(): Promise<s.FeeStats> {
    return this.read('fee stats', (base) => this.request(`${base}/fee_stats`, { method: 'GET' }, s.feeStats));
  }

  /**
   * The account's latest 20 transactions, newest first (failed ones too), or the 20 before the
   * `cursor` (a record's paging_token); none for an unknown account.
   */
  async transactions(id: string, cursor?: string): Promise<s.HorizonTransaction[]> {
    const page = await this.read(
      `transactions of ${id}`,
      (base) =>
        this.request(
          withQuery(`${base}/accounts/${id}/transactions`, {
            limit: HISTORY_LIMIT,
            order: 'desc',
            include_failed: 'true',
            cursor,
          }),
          { method: 'GET' },
          s.transactionsPage,
        ),
      (p) => {
        if (p.status === 404) return { _embedded: { records: [] } };
        throw new HorizonProblem(p);
      },
    );
    return page._embedded.records;
  }

  /**
   * The account's latest operations, newest first (failed ones too), at most `limit`: read beside
   * its transactions so a history page needs no read per transaction. Unknown account: none.
   */
  async accountOperations(id: string, limit: number): Promise<s.HorizonOperation[]> {
    const page = await this.read(
      `operations of ${id}`,
      (base) =>
        this.request(
          withQuery(`${base}/accounts/${id}/operations`, { limit, order: 'desc', include_failed: 'true' }),
          { method: 'GET' },
          s.operationsPage,
        ),
      (p) => {
        if (p.status === 404) return { _embedded: { records: [] } };
        throw new HorizonProblem(p);
      },
    );
    return page._embedded.records;
  }

  async operations(hash: string): Promise<s.HorizonOperation[]> {
    const page = await this.read(`operations of ${hash}`, (base) =>
      this.request(
        withQuery(`${base}/transactions/${hash}/operations`, { limit: 200, include_failed: 'true' }),
        { method: 'GET' },
        s.operationsPage,
      ),
    );
    return page._embedded.records;
  }

  /** One transaction, or null while no ledger holds it (404). */
  transaction(hash: string): Promise<s.HorizonTransaction | null> {
    return this.read(
      `transaction ${hash}`,
      (base) => this.request(`${base}/transactions/${hash}`, { method: 'GET' }, s.transaction),
      (p) => {
        if (p.status === 404) return null;
        throw new HorizonProblem(p);
      },
    );
  }

  /**
   * POST /transactions to every endpoint at once. An included transaction wins at once; else the
   * network's problem (transaction_failed with its result codes) once every endpoint has answered;
   * a 504 (Horizon's submission timeout: sent, not yet in a ledger) means likely submitted. Throws
   * AllProvidersFailedError when no endpoint answered.
   */
  submit(envelopeBase64: string): Promise<SubmitOutcome> {
    const endpoints = this.endpoints;
    if (endpoints.length === 0) return Promise.reject(new AllProvidersFailedError('submit', []));
    return new Promise((resolve, reject) => {
      const failures: ProviderError[] = [];
      let refused: s.Problem | undefined;
      let likely = false;
      let settled = 0;
      let done = false;
      const finish = () => {
        if (done || ++settled < endpoints.length) return;
        done = true;
        if (refused) resolve({ kind: 'refused', problem: refused });
        else if (likely) resolve({ kind: 'likelySubmitted' });
        else reject(new AllProvidersFailedError('submit', failures));
      };
      for (const endpoint of endpoints) {
        this.request(
          `${endpoint.replace(/\/+$/, '')}/transactions`,
          {
            method: 'POST',
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
            body: new URLSearchParams({ tx: envelopeBase64 }).toString(),
          },
          s.submitted,
        ).then(
          (answer) => {
            if (!done) {
              done = true;
              resolve({ kind: 'included', answer });
            }
          },
          (e: unknown) => {
            if (e instanceof HorizonProblem) refused ??= e.problem;
            else {
              const pe = toProviderError(endpoint, e);
              if (/^HTTP 504\b/.test(pe.message)) likely = true;
              failures.push(pe);
            }
            finish();
          },
        );
      }
    });
  }
}

export type SubmitOutcome =
  | { kind: 'included'; answer: s.Submitted }
  | { kind: 'refused'; problem: s.Problem }
  | { kind: 'likelySubmitted' };
