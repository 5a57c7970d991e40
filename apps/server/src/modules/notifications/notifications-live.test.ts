import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ANNOUNCE_ALL_ABOVE, announcementPayloads, IDS_PER_NOTIFY, parseAnnouncement } from './notifications-live.js';

/** PostgreSQL: 'the payload must be shorter than 8000 bytes' (NOTIFY, PostgreSQL documentation). */
const NOTIFY_PAYLOAD_LIMIT = 8000;

describe('announcementPayloads', () => {
  it('names every client exactly once, in payloads under the NOTIFY limit, for every audience size up to the threshold', () => {
    for (const size of [1, 2, IDS_PER_NOTIFY - 1, IDS_PER_NOTIFY, IDS_PER_NOTIFY + 1, 1_000, ANNOUNCE_ALL_ABOVE]) {
      const ids = Array.from({ length: size }, () => randomUUID());
      const payloads = announcementPayloads([...ids, ...ids.slice(0, 5)]);
      expect(payloads.length).toBe(Math.ceil(size / IDS_PER_NOTIFY));
      for (const payload of payloads) expect(Buffer.byteLength(payload)).toBeLessThan(NOTIFY_PAYLOAD_LIMIT);
      const named = payloads.flatMap((p) => {
        const parsed = parseAnnouncement(p);
        return parsed && 'clientIds' in parsed ? parsed.clientIds : [];
      });
      expect(named.sort()).toEqual([...ids].sort());
    }
  });

  it('says "everyone" once above the threshold, and nothing for nobody', () => {
    const ids = Array.from({ length: ANNOUNCE_ALL_ABOVE + 1 }, () => randomUUID());
    expect(announcementPayloads(ids).map(parseAnnouncement)).toEqual([{ all: true }]);
    expect(announcementPayloads([])).toEqual([]);
  });

  it('ignores payloads it did not write', () => {
    for (const junk of ['', 'null', '[]', '{"clientIds":[1]}', '{"all":"yes"}', 'not json', '{"clientIds":"x"}']) {
      expect(parseAnnouncement(junk), junk).toBeNull();
    }
  });
});
