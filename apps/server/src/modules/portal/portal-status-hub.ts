import type { Channel, PortalStatusResponse } from '@tasman/domain';
import type { Database } from '../../db/client.js';
import { readPortalStatus, writePortalStatus } from './portal-status.repo.js';

export const STATUS_NOTIFY_CHANNEL = 'portal_status';

type Listener = (status: PortalStatusResponse) => void;

/** How soon a lost LISTEN connection is made again, and how often after that while PostgreSQL is down. */
const RESUBSCRIBE_FIRST_MS = 200;
const RESUBSCRIBE_EVERY_MS = 1_000;

/**
 * Portal status per channel, held in memory and kept current through LISTEN/NOTIFY (DESIGN §7): a
 * change made by any instance (or the CLI) reaches every instance, which pushes it to its sockets.
 */
export class PortalStatusHub {
  private status: PortalStatusResponse = { currentStatus: null, currentStatusAus: null };
  private statusJson = JSON.stringify(this.status);
  private readonly listeners = new Set<Listener>();
  private unlisten: (() => Promise<void>) | null = null;
  private safetyNet: NodeJS.Timeout | null = null;
  private resubscribing: NodeJS.Timeout | null = null;
  private stopped = false;

  constructor(private readonly database: Database) {}

  async start(): Promise<void> {
    this.stopped = false;
    await this.listen();
    await this.reload();
    // If the LISTEN connection drops, a periodic re-read still brings this instance up to date.
    this.safetyNet = setInterval(() => void this.reload().catch(() => undefined), 30_000);
    this.safetyNet.unref();
  }

  /** LISTEN, and when its connection dies (a PostgreSQL restart), LISTEN again (issue 9 item 22). */
  private async listen(): Promise<void> {
    this.unlisten = await this.database.listen(
      STATUS_NOTIFY_CHANNEL,
      () => void this.reload().catch(() => undefined),
      () => this.resubscribeIn(RESUBSCRIBE_FIRST_MS),
    );
  }

  private resubscribeIn(ms: number): void {
    this.unlisten = null;
    if (this.stopped || this.resubscribing) return;
    this.resubscribing = setTimeout(() => {
      this.resubscribing = null;
      void this.resubscribe();
    }, ms);
    this.resubscribing.unref();
  }

  private async resubscribe(): Promise<void> {
    if (this.stopped) return;
    try {
      await this.listen();
      if (this.stopped) {
        await this.unlisten?.();
        return;
      }
      // A change made while nobody listened was NOTIFYed to no one: read the row once.
      await this.reload();
    } catch {
      // PostgreSQL is still down: try again shortly.
      this.resubscribeIn(RESUBSCRIBE_EVERY_MS);
    }
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.resubscribing) clearTimeout(this.resubscribing);
    this.resubscribing = null;
    if (this.safetyNet) clearInterval(this.safetyNet);
    await this.unlisten?.();
    this.unlisten = null;
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
