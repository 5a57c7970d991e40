import type { Database } from './client.js';

/** How soon a lost LISTEN connection is made again, and how often after that while PostgreSQL is down. */
const RELISTEN_FIRST_MS = 200;
const RELISTEN_EVERY_MS = 1_000;

/**
 * LISTEN on one channel for as long as it is wanted (issue 9 item 22): when the connection dies (a
 * PostgreSQL restart), or cannot be made at the start, listen again shortly and keep trying every
 * second. Once listening again, `onRelisten` runs: whatever was NOTIFYed meanwhile reached no one, so
 * the owner reads the truth again. Used by the portal status hub, the notifications hub and the
 * session cache.
 */
export class LastingListen {
  private unlisten: (() => Promise<void>) | null = null;
  private relistening: NodeJS.Timeout | null = null;
  private stopped = false;

  constructor(
    private readonly database: Database,
    private readonly channel: string,
    private readonly onPayload: (payload: string) => void,
    private readonly onRelisten: () => Promise<void> | void,
    /** Runs as soon as the connection is lost: until `onRelisten`, messages may go unheard. */
    private readonly onLost: () => void = () => undefined,
  ) {}

  /** Whether the channel is being listened to now. */
  get listening(): boolean {
    return this.unlisten !== null;
  }

  /** Never fails: started while PostgreSQL is out of reach, it listens once it is back. */
  async start(): Promise<void> {
    this.stopped = false;
    try {
      await this.listen();
    } catch {
      this.relistenIn(RELISTEN_EVERY_MS);
    }
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.relistening) clearTimeout(this.relistening);
    this.relistening = null;
    await this.unlisten?.();
    this.unlisten = null;
  }

  private async listen(): Promise<void> {
    this.unlisten = await this.database.listen(this.channel, this.onPayload, () => {
      this.onLost();
      this.relistenIn(RELISTEN_FIRST_MS);
    });
  }

  private relistenIn(ms: number): void {
    this.unlisten = null;
    if (this.stopped || this.relistening) return;
    this.relistening = setTimeout(() => {
      this.relistening = null;
      void this.relisten();
    }, ms);
    this.relistening.unref();
  }

  private async relisten(): Promise<void> {
    if (this.stopped) return;
    try {
      await this.listen();
      if (this.stopped) {
        await this.unlisten?.();
        this.unlisten = null;
        return;
      }
    } catch {
      // PostgreSQL is still out of reach: try again shortly.
      this.relistenIn(RELISTEN_EVERY_MS);
      return;
    }
    try {
      await this.onRelisten();
    } catch {
      // The owner's re-read failed (the database went again): its own safety net catches up.
    }
  }
}
