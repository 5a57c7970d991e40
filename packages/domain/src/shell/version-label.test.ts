import { describe, expect, it } from 'vitest';
import { versionLabel } from './version-label.js';

describe('versionLabel', () => {
  it('marks a non-production NZ build as Development', () => {
    expect(versionLabel({ version: '1.4.0', production: false, channel: 'NZ' })).toBe('1.4.0 Development NZ');
  });
  it('names the Australian portal Aus and leaves out the mark in production', () => {
    expect(versionLabel({ version: '1.4.0', production: true, channel: 'AU' })).toBe('1.4.0 Aus');
  });
});
