import type { Channel, PortalStatusResponse } from '@tasman/domain';
import type { Database } from '../../db/client.js';
import { LastingListen } from '../../db/lasting-listen.js';
import { readPortalStatus, writePortalStatus } from './portal-status.repo.js';

export const STATUS_NOTIFY_CHANNEL = 'portal_status';

type Listener = (status: PortalStatusResponse) => void;

/**
 * Portal status per channel, held in memory and kept current through LISTEN/NOTIFY (DESIGN §7): a
 * change made by any instance (or the CLI) reaches every instance, which pushes it to its sockets.
 */
export class PortalStatusHub {
  private status: PortalStatusResponse = { currentStatus: null, currentStatusAus: null };
  private statusJson = JSON.stringify(this.status);
  private readonly listeners = new Set<Listener>();
  private readonly listening: LastingListen;
  private safetyNet: NodeJS.Timeout | null = null;

  constructor(private readonly database: Database) {
    // A lost LISTEN connection is made again (issue 9 item 22); a change made while nobody listened
    // was NOTIFYed to no one, so the row is read once more after it.
    this.listening = new LastingListen(
      database,
      STATUS_NOTIFY_CHANNEL,
      () => void this.reload().catch(() => undefined),
      () => this.reload(),
    );
  }

  async start(): Promise<void> {
    await this.listening.start();
    await this.reload();
    // If the LISTEN connection drops, a periodic re-read still brings this instance up to date.
    this.safetyNet = setInterval(() => void this.reload().catch(() => undefined), 30_000);
    this.safetyNet.unref();
  }

  async stop(): Promise<void> {
    if (this.safetyNet) clearInterval(this.safetyNet);
    this.safetyNet = null;
    await this.listening.stop();
    this.listeners.clear();
  }

  current(): PortalStatusResponse {
    return this.status;
  }

  /** The current status as the JSON text /cache/status and the socket send. */
  currentJson(): string {
    return this.statusJson;
  }

  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Stores the change and tells every instance; this one learns of it through the same NOTIFY. */
  async set(channel: Channel, live: boolean, changedBy: string): Promise<void> {
    await setPortalStatus(this.database, channel, live, changedBy);
    await this.reload();
  }

  /** The stored row is the truth; a NOTIFY only says 'look again', so a lost message cannot leave us wrong for long. */
  async reload(): Promise<void> {
    const rows = await readPortalStatus(this.database.db);
    const next: PortalStatusResponse = {
      currentStatus: rows.find((r) => r.channel === 'NZ')?.live ?? null,
      currentStatusAus: rows.find((r) => r.channel === 'AU')?.live ?? null,
    };
    const changed =
      next.currentStatus !== this.status.currentStatus || next.currentStatusAus !== this.status.currentStatusAus;
    this.status = next;
    this.statusJson = JSON.stringify(next);
    if (changed) for (const listener of this.listeners) listener(next);
  }
}

/** Used by the hub and by the CLI, which has no hub of its own. */
export async function setPortalStatus(database: Database, channel: Channel, live: boolean, changedBy: string) {
  await writePortalStatus(database.db, channel, live, changedBy);
  await database.notify(STATUS_NOTIFY_CHANNEL, JSON.stringify({ channel, live }));
}
