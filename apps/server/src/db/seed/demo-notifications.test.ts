import { describe, expect, it } from 'vitest';
import { addYears } from './calendar.js';
import { buildDemoNotifications } from './demo-notifications.js';
import { buildDemoWorld } from './demo-world.js';
import { HISTORY_YEARS } from './market-data.js';
import { createRng } from './prng.js';

const TODAY = '2026-11-20';

describe('demo notifications (issue 9 item 28)', () => {
  const world = buildDemoWorld(TODAY, addYears(TODAY, -HISTORY_YEARS));
  const { notifications } = buildDemoNotifications(world, world.plans, TODAY, createRng('ids:engagement'));
  const texts = notifications.map((n) => `${n.subject}\n${n.bodyText ?? ''}`);

  it("writes demo.client's PIR of 0.28 as 28%, not 28.000000000000004%", () => {
    expect(world.named.client.pir).toBe('0.2800');
    expect(texts.some((text) => text.includes('Check your PIR (currently 28%)'))).toBe(true);
  });

  it('prints no percentage with binary noise (more than four decimals)', () => {
    for (const text of texts) expect(text).not.toMatch(/\d+\.\d{5,}%/);
  });
});
