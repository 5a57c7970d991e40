import type { Database } from '../../db/client.js';
import { LastingListen } from '../../db/lasting-listen.js';
import type { SignedInSession } from './auth.repo.js';

/** The channel of migration 0017's triggers: 's:<session id>' or 'u:<user id>' once a change commits. */
export const SESSION_CHANGES_CHANNEL = 'session_changes';

/** Beyond this many sessions the cache starts again empty rather than grow without bound. */
const MAX_ENTRIES = 20_000;

/**
 * The sessions this instance has just looked up, so that a signed-in read does not ask the database
 * for its session again (issue 15: the session lookup was one of a read's two or three queries).
 *
 * An entry answers only while the database would answer the same:
 * - its session's row is unchanged: migration 0017's triggers NOTIFY every instance when a session
 *   ends, is rotated, changes stage or expiry, or is touched, and when its user's name, role, client
 *   or adviser changes; this process's own changes are forgotten at once (`sessionsChanged`), before
 *   the NOTIFY arrives;
 * - it is within its absolute expiry, and its last-seen time is within `freshForMs` (the session
 *   plugin passes the touch interval, so an entry lives at most that long after the last touch, and
 *   the idle timeout, far longer, is always judged from the database's row);
 * - the LISTEN connection is up: when it drops, everything is forgotten and nothing is kept until it
 *   is back (a change made meanwhile was told to no one).
 * A lookup that read the database before a change was heard does not store its row (`ticket`).
 * The window left is the time a NOTIFY takes to reach another instance after the commit.
 */
export class SessionCache {
  private readonly entries = new Map<string, SignedInSession>();
  private generation = 0;
  private trusted = false;
  private readonly listening: LastingListen;

  constructor(
    database: Database,
    private readonly freshForMs: number,
  ) {
    this.listening = new LastingListen(
      database,
      SESSION_CHANGES_CHANNEL,
      (payload) => this.heard(payload),
      () => this.trustAgain(),
      () => this.distrust(),
    );
  }

  async start(): Promise<void> {
    live.add(this);
    await this.listening.start();
    if (this.listening.listening) this.trustAgain();
  }

  async stop(): Promise<void> {
    live.delete(this);
    this.distrust();
    await this.listening.stop();
  }

  /** Taken before reading a session from the database; `store` refuses the row if a change came in between. */
  ticket(): number {
    return this.generation;
  }

  /** The cached session if it may still stand for the database's row at one of these stages. */
  find<S extends string>(sessionId: string, stages: ReadonlyArray<S>, now: Date): (SignedInSession & { stage: S }) | null {
    if (!this.trusted) return null;
    const entry = this.entries.get(sessionId);
    if (!entry) return null;
    const fresh = now.getTime() - entry.lastSeenAt.getTime() <= this.freshForMs && now < entry.expiresAt;
    return fresh && isOneOf(entry.stage, stages) ? { ...entry, stage: entry.stage } : null;
  }

  store(ticket: number, session: SignedInSession): void {
    if (!this.trusted || ticket !== this.generation) return;
    if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
    this.entries.set(session.sessionId, session);
  }

  forget(change: SessionChange): void {
    this.generation++;
    if ('sessionIds' in change) {
      for (const id of change.sessionIds) this.entries.delete(id);
    } else if ('userId' in change) {
      for (const [id, entry] of this.entries) if (entry.userId === change.userId) this.entries.delete(id);
    } else {
      this.entries.clear();
    }
  }

  private heard(payload: string): void {
    if (payload.startsWith('s:')) this.forget({ sessionIds: [payload.slice(2)] });
    else if (payload.startsWith('u:')) this.forget({ userId: payload.slice(2) });
    else this.forget({ all: true });
  }

  private trustAgain(): void {
    this.forget({ all: true });
    this.trusted = true;
  }

  private distrust(): void {
    this.trusted = false;
    this.forget({ all: true });
  }
}

const isOneOf = <S extends string>(value: string, values: ReadonlyArray<S>): value is S => (values as ReadonlyArray<string>).includes(value);

export type SessionChange = { sessionIds: readonly string[] } | { userId: string } | { all: true };

/** The caches of this process (one per portal app), told of this process's own changes. */
const live = new Set<SessionCache>();

/**
 * Called by the code that ends or changes sessions or users, once the change is made: this process's
 * next request reads them from the database at once, without waiting for the NOTIFY (which follows
 * for every instance, this one included).
 */
export function sessionsChanged(change: SessionChange): void {
  for (const cache of live) cache.forget(change);
}
