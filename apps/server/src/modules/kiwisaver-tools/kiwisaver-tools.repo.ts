import { sql } from 'drizzle-orm';
import type { Channel } from '@tasman/domain';
import type { Db } from '../../db/client.js';

export interface MemberRow {
  id: string;
  dateOfBirth: string | null;
}

/** A client of a portal, or undefined. */
export async function findMember(db: Db, channel: Channel, clientId: string): Promise<MemberRow | undefined> {
  const result = (await db.execute(sql`
    select id, date_of_birth::text as "dateOfBirth" from clients where id = ${clientId}::uuid and channel = ${channel}
  `)) as unknown as { rows: MemberRow[] };
  return result.rows[0];
}

export interface KiwiSaverAccountRow {
  id: string;
  accountNumber: string;
  accountStatus: string;
  adviserId: string | null;
}

/** The KiwiSaver accounts a client owns on a portal (a KiwiSaver account has one owner: its member). */
export async function findOwnedKiwiSaverAccounts(db: Db, channel: Channel, clientId: string): Promise<KiwiSaverAccountRow[]> {
  const result = (await db.execute(sql`
    select a.id, a.account_number as "accountNumber", a.account_status as "accountStatus", a.adviser_id as "adviserId"
    from account_holders h
    join accounts a on a.id = h.account_id
    where h.client_id = ${clientId}::uuid and h.ownership_type = 'OWNER' and a.product_type = 'KS' and a.channel = ${channel}
    order by a.account_number
  `)) as unknown as { rows: KiwiSaverAccountRow[] };
  return result.rows;
}

export interface ContributionTotalRow {
  kind: 'member' | 'employer' | 'government' | 'voluntary';
  total: string;
}

/**
 * An account's contributions between two days by kind, read from the ledger as the annual statement
 * reads it: employee deductions passed on by Inland Revenue (type Contribution, group 'Member
 * contributions'), employer contributions net of ESCT, government contributions, and every other
 * Contribution (direct debits, lump sums, top-ups) as voluntary. Pending rows are left out.
 */
export async function sumContributions(db: Db, accountId: string, from: string, to: string): Promise<ContributionTotalRow[]> {
  const result = (await db.execute(sql`
    select case
             when transaction_type = 'EmployerContribution' then 'employer'
             when transaction_type = 'GovernmentContribution' then 'government'
             when group_label = 'Member contributions' then 'member'
             else 'voluntary'
           end as kind,
           sum(value)::text as total
    from transactions
    where account_id = ${accountId}::uuid and not is_pending and trade_date between ${from}::date and ${to}::date
      and transaction_type in ('Contribution', 'EmployerContribution', 'GovernmentContribution')
    group by 1
  `)) as unknown as { rows: ContributionTotalRow[] };
  return result.rows;
}
