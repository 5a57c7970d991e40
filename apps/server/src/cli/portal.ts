import { parseArgs } from 'node:util';
import { CHANNELS, type Channel } from '@tasman/domain';
import { parseEnv } from '../config/env.js';
import { openDatabase } from '../db/client.js';
import { prepareDatabase } from '../db/prepare.js';
import { findUserByUsername, insertAuditEvent, unlockUser } from '../modules/auth/auth.repo.js';
import { setPortalStatus } from '../modules/portal/portal-status-hub.js';
import { readControlFile, type ControlFile } from './control-file.js';

const USAGE = `Usage:
  npm run portal -- status off|on --channel NZ|AU   switch a portal into maintenance or live
  npm run portal -- unlock <username>                clear a user's sign-in lockout`;

/** The `portal` command (DESIGN §2 cli/). Works against the same database the server uses. */
async function run(argv: string[]): Promise<number> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { channel: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
  });
  const [command, arg] = positionals;
  if (values.help || !command) {
    console.log(USAGE);
    return command ? 0 : 2;
  }
  if ((command !== 'status' && command !== 'unlock') || (command === 'unlock' && !arg)) {
    console.error(USAGE);
    return 2;
  }
  const env = parseEnv();
  if (command === 'status') {
    const channel = (values.channel ?? '').toUpperCase();
    if (!(CHANNELS as readonly string[]).includes(channel) || (arg !== 'on' && arg !== 'off')) {
      console.error(`status needs on or off and --channel NZ or AU\n${USAGE}`);
      return 2;
    }
    const control = env.DATABASE_URL ? null : readControlFile(env.dataDir);
    if (control) {
      await setStatusThroughServer(control, channel as Channel, arg === 'on');
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
  const database = await openDatabase(
    env.DATABASE_URL ? { kind: 'postgres', url: env.DATABASE_URL } : { kind: 'pglite', dataDir: env.dataDir },
  );
  try {
    await prepareDatabase(database, async () => undefined);
    if (command === 'status') {
      const channel = (values.channel ?? '').toUpperCase();
      await setPortalStatus(database, channel as Channel, arg === 'on', 'cli');
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

async function setStatusThroughServer(control: ControlFile, channel: Channel, live: boolean) {
  const response = await fetch(`http://127.0.0.1:${control.port}/control/portal-status`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', 'x-control-token': control.token },
    body: JSON.stringify({ channel, live }),
  });
  if (!response.ok) throw new Error(`The running server refused the change (HTTP ${response.status})`);
}

run(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
