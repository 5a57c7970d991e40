import { describe, expect, it } from 'vitest';
import { namedPoolPerProcess, webProcessCount } from './web-processes.js';

describe('how many processes serve the portals (issue 15)', () => {
  it('is one per core on PostgreSQL unless WEB_PROCESSES says, and always one on the embedded database', () => {
    expect(webProcessCount(undefined, 'postgres', 2)).toBe(2);
    expect(webProcessCount(undefined, 'postgres', 8)).toBe(8);
    expect(webProcessCount(3, 'postgres', 2)).toBe(3);
    expect(webProcessCount(1, 'postgres', 8)).toBe(1);
    // PGlite's data directory opens in one process only.
    expect(webProcessCount(undefined, 'pglite', 8)).toBe(1);
    expect(webProcessCount(4, 'pglite', 8)).toBe(1);
  });

  it("shares the machine's cores among the processes' named-statement pools, at least one connection each", () => {
    expect(namedPoolPerProcess(1, 2)).toBe(2);
    expect(namedPoolPerProcess(2, 2)).toBe(1);
    expect(namedPoolPerProcess(2, 8)).toBe(4);
    expect(namedPoolPerProcess(3, 8)).toBe(2);
    expect(namedPoolPerProcess(4, 2)).toBe(1);
    // Whatever the numbers, the instance keeps no more busy backends than cores (but one per process).
    for (let cores = 1; cores <= 16; cores++) {
      for (let processes = 1; processes <= 16; processes++) {
        const each = namedPoolPerProcess(processes, cores);
        expect(each).toBeGreaterThanOrEqual(1);
        expect(each * processes).toBeLessThanOrEqual(Math.max(cores, processes));
      }
    }
  });
});
