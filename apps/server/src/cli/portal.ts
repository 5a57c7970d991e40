import { parseArgs } from 'node:util';
import { CHANNELS, SetLoginNoticesRequest, type Channel, type LoginNoticesSettings } from '@tasman/domain';
import { parseEnv, type Env } from '../config/env.js';
import { databaseTargetOf, openDatabase, type Database } from '../db/client.js';
import { prepareDatabase } from '../db/prepare.js';
import { findUserByUsername, insertAuditEvent, unlockUser } from '../modules/auth/auth.repo.js';
import { updateLoginNotices } from '../modules/portal/portal-settings.repo.js';
import { setPortalStatus } from '../modules/portal/portal-status-hub.js';
import { readControlFile, type ControlFile } from './control-file.js';

const USAGE = `Usage:
  npm run portal -- status off|on --channel NZ|AU   switch a portal into maintenance or live
  npm run portal -- unlock <username>                clear a user's sign-in lockout
  npm run portal -- notices --channel NZ|AU [--maintenance-alert on|off] [--update-notice "text"|off]
                        [--distribution yyyy-mm-dd..yyyy-mm-dd|off]
                                                     set the login page's notices (shown: the channel's notices now)`;

/** The `portal` command (DESIGN §2 cli/). Works against the same database the server uses. */
async function run(argv: string[]): Promise<number> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      channel: { type: 'string' },
      'maintenance-alert': { type: 'string' },
      'update-notice': { type: 'string' },
      distribution: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  const [command, arg] = positionals;
  if (values.help || !command) {
    console.log(USAGE);
    return command ? 0 : 2;
  }
  if (!['status', 'unlock', 'notices'].includes(command) || (command === 'unlock' && !arg)) {
    console.error(USAGE);
    return 2;
  }
  const env = parseEnv();
  if (command === 'notices') {
    const parsed = SetLoginNoticesRequest.safeParse(noticesRequest(values));
    if (!parsed.success) {
      console.error(`${parsed.error.issues.map((i) => `${i.path.join('.') || 'notices'}: ${i.message}`).join('\n')}\n${USAGE}`);
      return 2;
    }
    const control = env.DATABASE_URL ? null : readControlFile(env.dataDir);
    const now = control
      ? await sendThroughServer<LoginNoticesSettings>(control, '/control/login-notices', parsed.data)
      : await withDatabase(env, async (database) => {
          const result = await updateLoginNotices(database.db, parsed.data);
          await insertAuditEvent(database.db, {
            channel: parsed.data.channel,
            ip: 'cli',
            event: 'login-notices-changed',
            detail: 'by the portal command',
          });
          return result;
        });
    console.log(describeNotices(now));
    return 0;
  }
  if (command === 'status') {
    const channel = (values.channel ?? '').toUpperCase();
    if (!(CHANNELS as readonly string[]).includes(channel) || (arg !== 'on' && arg !== 'off')) {
      console.error(`status needs on or off and --channel NZ or AU\n${USAGE}`);
      return 2;
    }
    const control = env.DATABASE_URL ? null : readControlFile(env.dataDir);
    if (control) {
      await sendThroughServer(control, '/control/portal-status', { channel: channel as Channel, live: arg === 'on' });
      console.log(`${channel} portal is now ${arg === 'on' ? 'live' : 'in maintenance'} (told the running server)`);
      return 0;
    }
  }
  if (!env.DATABASE_URL && readControlFile(env.dataDir)) {
    // Two processes must never open one embedded database at once.
    console.error(
      'The portal server is running on the embedded database. Stop it first, or unlock the user as staff in the portal (POST /api/v1/auth/unlock).',
    );
    return 1;
  }
  const database = await openDatabase(databaseTargetOf(env));
  try {
    await prepareDatabase(database, async () => undefined);
    if (command === 'status') {
      const channel = (values.channel ?? '').toUpperCase();
      await setPortalStatus(database, channel as Channel, arg === 'on', 'cli');
      await insertAuditEvent(database.db, {
        channel,
        ip: 'cli',
        event: 'portal-status-changed',
        detail: `${channel}: ${arg === 'on' ? 'live' : 'maintenance'} (by the portal command)`,
      });
      console.log(`${channel} portal is now ${arg === 'on' ? 'live' : 'in maintenance'}`);
      return 0;
    }
    if (arg) {
      const user = await findUserByUsername(database.db, arg);
      if (!user) {
        console.error(`No user called ${arg}`);
        return 1;
      }
      await unlockUser(database.db, user.id);
      await insertAuditEvent(database.db, {
        userId: user.id,
        username: user.username,
        channel: user.channel,
        ip: 'cli',
        event: 'user-unlocked',
        detail: 'by the portal command',
      });
      console.log(`${user.username} is unlocked`);
      return 0;
    }
    return 2;
  } finally {
    await database.close();
  }
}

async function sendThroughServer<T = unknown>(control: ControlFile, path: string, body: unknown): Promise<T> {
  const response = await fetch(`http://127.0.0.1:${control.port}${path}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', 'x-control-token': control.token },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`The running server refused the change (HTTP ${response.status})`);
  return (await response.json()) as T;
}

async function withDatabase<T>(env: Env, work: (database: Database) => Promise<T>): Promise<T> {
  const database = await openDatabase(databaseTargetOf(env));
  try {
    await prepareDatabase(database, async () => undefined);
    return await work(database);
  } finally {
    await database.close();
  }
}

/** The notices command's options as the request the API takes ('off' removes a notice). */
function noticesRequest(values: {
  channel?: string | undefined;
  'maintenance-alert'?: string | undefined;
  'update-notice'?: string | undefined;
  distribution?: string | undefined;
}): unknown {
  const onOff = (value: string | undefined) => (value === undefined ? undefined : value === 'on' ? true : value === 'off' ? false : value);
  const period = values.distribution;
  const [start, end] = period?.split('..') ?? [];
  return {
    channel: (values.channel ?? '').toUpperCase(),
    ...(values['maintenance-alert'] === undefined ? {} : { maintenanceAlert: onOff(values['maintenance-alert']) }),
    ...(values['update-notice'] === undefined ? {} : { updateNotice: values['update-notice'] === 'off' ? null : values['update-notice'] }),
    ...(period === undefined ? {} : { distributionPeriod: period === 'off' ? null : { start, end } }),
  };
}

function describeNotices(now: LoginNoticesSettings): string {
  const period =
    now.distributionPeriodStart && now.distributionPeriodEnd
      ? `${now.distributionPeriodStart} to ${now.distributionPeriodEnd}`
      : 'none';
  return [
    `${now.channel} login notices:`,
    `  Maintenance Alert:    ${now.maintenanceAlert ? 'on' : 'off'}`,
    `  update notice:        ${now.updateNotice ?? 'none'}`,
    `  distribution period:  ${period}`,
  ].join('\n');
}

run(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
