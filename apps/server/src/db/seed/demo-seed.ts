import { hashPassword } from '../../modules/auth/passwords.js';
import { encryptSecret } from '../../modules/two-factor/secret-box.js';
import type { Db } from '../client.js';
import {
  accountHolders,
  accounts,
  advisers,
  benchmarkLevels,
  benchmarks,
  cashTransactions,
  clients,
  commsCategories,
  commsChannelSubscriptions,
  commsInterestOptions,
  commsInterests,
  commsPreferences,
  documents,
  factFinds,
  fundAssetAllocations,
  fundNetAssetValues,
  fundTopHoldings,
  messages,
  notificationContents,
  insightArticles,
  notifications,
  peCapitalCalls,
  peCommitments,
  peDistributions,
  portalSettings,
  portalStatus,
  reports,
  securities,
  securityDistributions,
  standingOrders,
  strategies,
  strategyFundWeights,
  strategyWeights,
  transactions,
  unitPrices,
  users,
  wmApplicationInfoRequired,
} from '../schema/index.js';
import { buildAdviceRows } from './advice-and-applications.js';
import type { AccountPlan } from './account-plan.js';
import { parts, isoDate, type IsoDate } from './calendar.js';
import { demoToday } from './demo-today.js';
import type { CashTransactionInsert } from './cash-account.js';
import { buildDemoMessages } from './demo-messages.js';
import { buildDemoNotifications } from './demo-notifications.js';
import { buildDemoInsights } from './demo-insights.js';
import { buildCommsRows } from './comms-preferences.js';
import type { RegisterExample } from './demo-registrable-clients.js';
import { buildDemoWorld, DEMO_TWO_FACTOR_SECRET } from './demo-world.js';
import { buildDocumentRows } from './fund-documents.js';
import { insertInBatches } from './insert-batches.js';
import { buildMarketData } from './market-data.js';
import { generatePrivateEquity, type PrivateEquityResult } from './private-equity-transactions.js';
import { createRng } from './prng.js';
import { buildReferenceRows } from './reference-data.js';
import { generateRetailTransactions } from './retail-transactions.js';
import { buildStandingOrders } from './standing-orders.js';
import { buildStatementRows } from './statements.js';
import type { LedgerContext, TransactionInsert } from './unit-ledger.js';
import { generateWealthTransactions } from './wealth-transactions.js';

/** Every demo user signs in with this password. */
export const DEMO_PASSWORD = 'Tasman2026Demo';

export interface DemoSeedOptions {
  /**
   * yyyy-mm-dd; the price history ends on this day. Default: the last business day whose close has
   * passed on both portals (demoToday), so no price or valuation exists for a day still trading.
   */
  today?: string;
  /** The instant the default `today` is taken from (tests); default now. */
  now?: Date;
  /**
   * The key TOTP secrets are encrypted with at rest (totpKey(env) of modules/two-factor/secret-box.ts).
   * Without it demo.twofactor's secret is stored plain, for encryptPlaintextSecrets to encrypt at start-up.
   */
  totpKey?: Buffer;
}

export interface DemoSeedSummary {
  users: Array<{ channel: 'NZ' | 'AU'; username: string; role: string; note?: string }>;
  /** demo.twofactor's TOTP secret in base32, to type into an authenticator app (stored encrypted). */
  twoFactorSecret: string;
  /** Clients without a login, and what to type on the register view to get one. */
  registerExamples: RegisterExample[];
  counts: Record<string, number>;
}

/**
 * The login page's update notice (spec 000 §2.3, §4: shown while a daily counter cookie is below 3):
 * what is new in the portal.
 */
const UPDATE_NOTICE =
  'New in the Client Portal: you can now protect your sign-in with two-factor authentication, using an ' +
  'authenticator app such as Google Authenticator or Microsoft Authenticator, with recovery codes in case ' +
  'you lose your phone. Forgotten your password? Reset it yourself with a link sent to your e-mail.';

export async function hasAnyUser(db: Db): Promise<boolean> {
  const rows = await db.select({ id: users.id }).from(users).limit(1);
  return rows.length > 0;
}

/**
 * Loads the deterministic demo data (DESIGN §5) into an empty, migrated database: 15 years of
 * prices for every fund ending at `today`, the demo users with their accounts, and every account's
 * transactions. The same `today` always gives the same data (password hashes aside).
 */
export async function seedDemoData(db: Db, options: DemoSeedOptions = {}): Promise<DemoSeedSummary> {
  const today = options.today ?? demoToday(options.now ?? new Date());
  const { year, month, day } = parts(today);
  if (isoDate(year, month, day) !== today) {
    throw new Error(`seedDemoData: today must be a yyyy-mm-dd date, not ${today}`);
  }
  const market = buildMarketData(today);
  const reference = buildReferenceRows(market);
  const world = buildDemoWorld(today, market.historyStart);
  const ctx: LedgerContext = { today, market, securityIds: reference.securityIds, ids: createRng('ids:transactions') };

  const transactionRows: TransactionInsert[] = [];
  const cashRows: CashTransactionInsert[] = [];
  const privateEquity = new Map<string, PrivateEquityResult>();
  for (const plan of world.plans) {
    if (plan.accountStatus === 'P') continue;
    if (plan.productType === 'PW') {
      const { ledger, cash } = generateWealthTransactions(plan, ctx, market.historyStart);
      transactionRows.push(...ledger.rows);
      cashRows.push(...cash.rows);
    } else if (plan.productType === 'PE') {
      const result = generatePrivateEquity(plan, ctx);
      privateEquity.set(plan.id, result);
      transactionRows.push(...result.ledger.rows);
    } else {
      transactionRows.push(...generateRetailTransactions(plan, ctx).rows);
    }
  }

  const ids = createRng('ids:engagement');
  const engagement = buildDemoNotifications(world, world.plans, today, ids);
  const messageRows = buildDemoMessages(world, world.plans, today, ids);
  const advice = buildAdviceRows(world, world.plans, today, ids);
  const comms = buildCommsRows(world.clients, today, ids, createRng('comms'));
  const statementRows = buildStatementRows(world.plans, privateEquity, today);
  const standingOrderRows = buildStandingOrders(world.plans, today);
  const documentRows = buildDocumentRows(today);
  const userIds = createRng('ids:users');
  const withIds = world.users.map((u) => ({ ...u, id: userIds.uuid() }));
  const userRows = await Promise.all(
    withIds.map(async (u) => ({
      id: u.id,
      username: u.username.toLowerCase(),
      passwordHash: await hashPassword(DEMO_PASSWORD),
      channel: u.channel,
      userType: u.userType,
      clientId: u.clientId,
      adviserId: u.adviserId,
      hasAdviceTools: u.hasAdviceTools,
      twoFactorEnabled: u.twoFactorEnabled,
      twoFactorSecret:
        u.twoFactorSecret && options.totpKey ? encryptSecret(options.totpKey, u.id, u.twoFactorSecret) : u.twoFactorSecret,
      prompt2fa: u.prompt2fa,
    })),
  );

  const counts: Record<string, number> = {};
  await db.transaction(async (tx) => {
    const put = async <T extends Parameters<typeof insertInBatches>[1]>(
      name: string,
      table: T,
      rows: ReadonlyArray<T['$inferInsert']>,
    ) => {
      counts[name] = await insertInBatches(tx, table, rows);
    };
    await put('portal_status', portalStatus, [
      { channel: 'NZ', live: true, changedBy: 'demo seed' },
      { channel: 'AU', live: true, changedBy: 'demo seed' },
    ]);
    await put('portal_settings', portalSettings, [
      {
        channel: 'NZ',
        showGovtContributionContent: true,
        distributionPeriodStart: null,
        distributionPeriodEnd: null,
        maintenanceAlertEnabled: false,
        updateNotice: UPDATE_NOTICE,
      },
      // spec 000 §2.3: the annual distribution runs 1 to 21 July.
      {
        channel: 'AU',
        showGovtContributionContent: false,
        distributionPeriodStart: isoDate(year, 7, 1),
        distributionPeriodEnd: isoDate(year, 7, 21),
        maintenanceAlertEnabled: false,
        updateNotice: UPDATE_NOTICE,
      },
    ]);
    await put('benchmarks', benchmarks, reference.benchmarks);
    await put('securities', securities, reference.securities);
    await put('strategies', strategies, reference.strategies);
    await put('advisers', advisers, world.advisers);
    await put('clients', clients, world.clients);
    await put(
      'accounts',
      accounts,
      world.plans.map((plan) => accountRow(plan, reference.strategyIds)),
    );
    await put(
      'account_holders',
      accountHolders,
      world.plans.flatMap((plan) => plan.holders.map((h) => ({ accountId: plan.id, ...h }))),
    );
    await put('users', users, userRows);
    await put('unit_prices', unitPrices, reference.unitPrices);
    await put('benchmark_levels', benchmarkLevels, reference.benchmarkLevels);
    await put('security_distributions', securityDistributions, reference.securityDistributions);
    await put('fund_net_asset_values', fundNetAssetValues, reference.fundNetAssetValues);
    await put('fund_asset_allocations', fundAssetAllocations, reference.fundAssetAllocations);
    await put('fund_top_holdings', fundTopHoldings, reference.fundTopHoldings);
    await put('strategy_weights', strategyWeights, reference.strategyWeights);
    await put('strategy_fund_weights', strategyFundWeights, reference.strategyFundWeights);
    await put('documents', documents, documentRows);
    await put('transactions', transactions, transactionRows);
    await put('cash_transactions', cashTransactions, cashRows);
    await put('standing_orders', standingOrders, standingOrderRows);
    const pe = [...privateEquity.values()];
    await put(
      'pe_commitments',
      peCommitments,
      pe.map((p) => p.commitment),
    );
    await put(
      'pe_capital_calls',
      peCapitalCalls,
      pe.flatMap((p) => p.calls),
    );
    await put(
      'pe_distributions',
      peDistributions,
      pe.flatMap((p) => p.distributions),
    );
    await put('reports', reports, statementRows);
    await put('notification_contents', notificationContents, engagement.contents);
    await put('notifications', notifications, engagement.notifications);
    await put('messages', messages, messageRows);
    await put('fact_finds', factFinds, advice.factFinds);
    await put('wm_application_info_required', wmApplicationInfoRequired, advice.infoRequired);
    await put('comms_categories', commsCategories, comms.categories);
    await put('comms_interest_options', commsInterestOptions, comms.options);
    await put('comms_preferences', commsPreferences, comms.preferences);
    await put('comms_channel_subscriptions', commsChannelSubscriptions, comms.subscriptions);
    await put('comms_interests', commsInterests, comms.interests);
    await put('insight_articles', insightArticles, buildDemoInsights(today));
  });

  return {
    users: world.users.map((u) => ({
      channel: u.channel,
      username: u.username,
      role: u.role,
      ...(u.note ? { note: u.note } : {}),
    })),
    twoFactorSecret: DEMO_TWO_FACTOR_SECRET,
    registerExamples: world.registerExamples,
    counts,
  };
}

function accountRow(plan: AccountPlan, strategyIds: ReadonlyMap<string, string>): typeof accounts.$inferInsert {
  return {
    id: plan.id,
    accountNumber: plan.accountNumber,
    accountNumberAlternative: plan.accountNumberAlternative,
    accountName: plan.accountName,
    channel: plan.channel,
    productType: plan.productType,
    accountType: plan.accountType,
    accountStatus: plan.accountStatus,
    signupDate: plan.signupDate as IsoDate,
    closedDate: plan.closedDate,
    isDims: plan.isDims,
    strategyId: plan.strategyCode ? (strategyIds.get(plan.strategyCode) ?? null) : null,
    pir: plan.pir,
    adviserId: plan.adviserId,
    bankAccountName: plan.bankAccountName,
    bankAccountNumber: plan.bankAccountNumber,
    edosProgress: plan.edosProgress,
  };
}
