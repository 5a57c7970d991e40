import type { Database } from '../../db/client.js';
import { LastingListen } from '../../db/lasting-listen.js';
import { NOTIFICATIONS_NOTIFY_CHANNEL, parseAnnouncement } from './notifications-live.js';

/** Called when the subscriber's client's notifications may have changed. */
export type NotificationsListener = () => void;

/**
 * Which clients' notifications changed, heard through LISTEN/NOTIFY so a change made by any instance
 * (or a job) reaches the sockets held by this one (issue 12). Holds a per-process map clientId →
 * listeners (one per open socket of a signed-in client). When the LISTEN connection dies (a PostgreSQL
 * restart) it listens again and then tells every listener to look again, since a change made while
 * nobody listened was announced to no one.
 */
export class NotificationsLiveHub {
  private readonly byClient = new Map<string, Set<NotificationsListener>>();
  private readonly listening: LastingListen;

  constructor(database: Database) {
    this.listening = new LastingListen(
      database,
      NOTIFICATIONS_NOTIFY_CHANNEL,
      (payload) => this.deliver(payload),
      () => this.tellEveryone(),
    );
  }

  /** Never fails: an instance that starts while PostgreSQL is out of reach listens once it is back. */
  async start(): Promise<void> {
    await this.listening.start();
  }

  async stop(): Promise<void> {
    await this.listening.stop();
    this.byClient.clear();
  }

  /** Listens for changes to one client's notifications; answers the unsubscribe function. */
  subscribe(clientId: string, listener: NotificationsListener): () => void {
    let listeners = this.byClient.get(clientId);
    if (!listeners) {
      listeners = new Set();
      this.byClient.set(clientId, listeners);
    }
    listeners.add(listener);
    return () => {
      const current = this.byClient.get(clientId);
      if (!current) return;
      current.delete(listener);
      if (current.size === 0) this.byClient.delete(clientId);
    };
  }

  /** How many clients have a listener here (for tests and diagnostics). */
  clientCount(): number {
    return this.byClient.size;
  }

  private deliver(payload: string): void {
    const announcement = parseAnnouncement(payload);
    if (!announcement) return;
    if ('all' in announcement) {
      this.tellEveryone();
      return;
    }
    for (const clientId of announcement.clientIds) {
      const listeners = this.byClient.get(clientId);
      if (listeners) for (const listener of [...listeners]) listener();
    }
  }

  private tellEveryone(): void {
    for (const listeners of [...this.byClient.values()]) for (const listener of [...listeners]) listener();
  }
}
