import { sql } from 'drizzle-orm';
import type { PriceSeries } from '@tasman/domain';
import type { Db } from '../../db/client.js';
import { toScaledInteger } from './scaled-integer.js';

/**
 * Each fund's whole price series in memory, for one generation of prices (issue 15: reading and
 * formatting every price of each held fund over the account's life was a large part of a recompute
 * on PostgreSQL's side, and parsing it on node's). Migration 0016's statement trigger on unit_prices
 * bumps price_generation.generation on any insert, update, delete or truncate of prices.
 *
 * Why a cached series is never stale for the account being recomputed: the generation is read after
 * the account's queue row is claimed, in a later statement of the same transaction (READ COMMITTED:
 * a newer snapshot). A price change committed before that read has bumped the generation, so the
 * cache is reloaded. One not yet committed then has either already upserted the account's queue row
 * (the claim's SKIP LOCKED skipped it, or claimQueued waited for it), or will upsert it after our
 * claim, waiting on our delete and queueing the account again once we commit: the account is
 * recomputed again with the new prices. A series is loaded in one statement together with the
 * generation it belongs to, so its prices are never older than the generation it is kept under.
 */
export class PriceCache {
  private generation: number | null = null;
  private readonly series = new Map<string, PriceSeries>();

  /** The prices of `securityIds` from the last one before `from` to `to` (the job's PriceSeries). */
  async pricesFor(db: Db, securityIds: readonly string[], from: string, to: string): Promise<Map<string, PriceSeries>> {
    const current = await readGeneration(db);
    if (current !== this.generation) {
      this.series.clear();
      this.generation = current;
    }
    const missing = securityIds.filter((id) => !this.series.has(id));
    const loaded = missing.length > 0 ? await this.load(db, missing) : null;
    const result = new Map<string, PriceSeries>();
    for (const id of securityIds) {
      const whole = this.series.get(id) ?? loaded?.get(id);
      if (whole && whole.dates.length > 0) {
        const window = slice(whole, from, to);
        if (window.dates.length > 0) result.set(id, window);
      }
    }
    return result;
  }

  /** Loads series; keeps them when they belong to the generation the cache is at. */
  private async load(db: Db, securityIds: readonly string[]): Promise<Map<string, PriceSeries>> {
    const ids = sql.join(
      securityIds.map((id) => sql`${id}::uuid`),
      sql`, `,
    );
    const found = (await db.execute(
      sql`select s.id as security_id, (select generation from price_generation where id = 1)::text as generation,
            (select string_agg(price_date::text, ',' order by price_date) from unit_prices p where p.security_id = s.id) as dates,
            (select string_agg(unit_price::text, ',' order by price_date) from unit_prices p where p.security_id = s.id) as prices
          from unnest(array[${ids}]) as s(id)`,
    )) as unknown as { rows: Array<{ security_id: string; generation: string | null; dates: string | null; prices: string | null }> };
    const loaded = new Map<string, PriceSeries>();
    for (const row of found.rows) {
      const series: PriceSeries = {
        dates: row.dates ? row.dates.split(',') : [],
        micro: row.prices ? row.prices.split(',').map((price) => toScaledInteger(price, 6)) : [],
      };
      loaded.set(row.security_id, series);
      // A price change committed since the generation was read: these prices are newer than it (fine
      // for this account, which that change queued again), but are not kept under the older key.
      if (Number(row.generation ?? 0) === this.generation) this.series.set(row.security_id, series);
    }
    return loaded;
  }
}

async function readGeneration(db: Db): Promise<number> {
  const found = (await db.execute(sql`select generation::text as generation from price_generation where id = 1`)) as unknown as {
    rows: Array<{ generation: string }>;
  };
  return Number(found.rows[0]?.generation ?? 0);
}

/** The prices dated from `from` to `to`, plus the last one before `from` (what findPrices returns). */
function slice(whole: PriceSeries, from: string, to: string): PriceSeries {
  const first = Math.max(0, lowerBound(whole.dates, from) - 1);
  const end = lowerBound(whole.dates, `${to}\uffff`);
  return { dates: whole.dates.slice(first, end), micro: whole.micro.slice(first, end) };
}

/** The index of the first date ≥ `date`. */
function lowerBound(dates: readonly string[], date: string): number {
  let low = 0;
  let high = dates.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (dates[mid]! < date) low = mid + 1;
    else high = mid;
  }
  return low;
}

const caches = new WeakMap<object, PriceCache>();

/** The cache of one database handle (a process may open several: the tests do, one per database). */
export function priceCacheFor(db: Db): PriceCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = new PriceCache();
    caches.set(db, cache);
  }
  return cache;
}
