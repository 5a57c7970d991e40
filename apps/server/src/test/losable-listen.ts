import type { Database } from '../db/client.js';

/**
 * The database with a LISTEN whose connection a test can 'lose' (calls the hub's onLost, as a
 * PostgreSQL restart would), counting how often the hub listens.
 */
export function losableListen(database: Database) {
  const lost: Array<() => void> = [];
  const counter = { listens: 0 };
  const watched: Database = {
    ...database,
    listen: async (channel, onPayload, onLost) => {
      counter.listens += 1;
      if (onLost) lost.push(onLost);
      return database.listen(channel, onPayload);
    },
  };
  return { database: watched, loseConnection: (index = 0) => lost[index]!(), listens: () => counter.listens };
}
