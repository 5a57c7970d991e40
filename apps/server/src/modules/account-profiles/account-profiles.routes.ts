import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiErrorBody } from '@tasman/domain';
import {
  AccessScenariosResponse,
  AccountHolder,
  AccountHoldersResponse,
  AccountProfilesResponse,
  CLIENT_ACCOUNT_ID_PATTERN,
  HolderSettingRequest,
  StandingOrdersResponse,
} from '@tasman/domain/contracts/account-profiles';
import {
  accessScenariosOf,
  listAccountProfiles,
  listHolders,
  listStandingOrders,
  setAuthority,
  setNotificationPreference,
} from './account-profiles.service.js';

/** An account number in a path, as the accounts module accepts it. */
const AccountNumber = z.string().regex(/^[A-Za-z0-9-]{1,32}$/, 'Not an account number');
const AccountParams = z.object({ accountNumber: AccountNumber });
const HolderParams = z.object({
  accountNumber: AccountNumber,
  clientAccountId: z.string().regex(CLIENT_ACCOUNT_ID_PATTERN, 'Not a clientAccountId'),
});

const reads = { 400: ApiErrorBody, 401: ApiErrorBody, 404: ApiErrorBody } as const;
const writes = { ...reads, 403: ApiErrorBody, 409: ApiErrorBody } as const;

/** spec 002 §2.4 'Account Profiles' and §7 (associated clients, standing orders, access scenarios, the two settings). */
export async function accountProfilesRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;

  api.get(
    '/api/v1/account-profiles',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['account-profiles'],
        summary: "The signed-in client's accounts but wealth management, with bank details masked unless two-factor is on",
        response: { 200: AccountProfilesResponse, 401: ApiErrorBody },
      },
    },
    async (request) => listAccountProfiles(db(), request.auth!),
  );

  api.get(
    '/api/v1/accounts/:accountNumber/holders',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['account-profiles'],
        summary: 'The account holders the Account Profiles tab shows (spec 002 §7 Associated clients)',
        params: AccountParams,
        response: { 200: AccountHoldersResponse, ...reads },
      },
    },
    async (request) => listHolders(db(), request.auth!, request.params.accountNumber),
  );

  api.get(
    '/api/v1/accounts/:accountNumber/standing-orders',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['account-profiles'],
        summary: "The account's recurring transactions that still run (spec 002 §7 Standing orders)",
        params: AccountParams,
        response: { 200: StandingOrdersResponse, ...reads },
      },
    },
    async (request) => listStandingOrders(db(), request.auth!, request.params.accountNumber),
  );

  api.get(
    '/api/v1/accounts/:accountNumber/access-scenarios',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['account-profiles'],
        summary: 'Whether the account takes deposits and withdrawals now, each with a message code (spec 002 §3)',
        params: AccountParams,
        response: { 200: AccessScenariosResponse, ...reads },
      },
    },
    async (request) => accessScenariosOf(db(), request.auth!, request.params.accountNumber),
  );

  api.put(
    '/api/v1/accounts/:accountNumber/holders/:clientAccountId/authority',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['account-profiles'],
        summary: "Give or take another holder's authority to act: Joint accounts, a holder with authority, two-factor on; audited",
        params: HolderParams,
        body: HolderSettingRequest,
        response: { 200: AccountHolder, ...writes },
      },
    },
    async (request) =>
      setAuthority(
        { db: db(), channel: app.channel, ip: request.ip },
        request.auth!,
        request.params.accountNumber,
        request.params.clientAccountId,
        request.body.value,
      ),
  );

  api.put(
    '/api/v1/accounts/:accountNumber/notification-preference',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['account-profiles'],
        summary: "The signed-in holder's own notification preference for the account",
        params: AccountParams,
        body: HolderSettingRequest,
        response: { 200: AccountHolder, ...writes },
      },
    },
    async (request) => setNotificationPreference(db(), request.auth!, request.params.accountNumber, request.body.value),
  );
}
