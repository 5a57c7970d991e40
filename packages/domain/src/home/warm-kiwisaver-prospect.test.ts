import { describe, expect, it } from 'vitest';
import { showsWarmKiwiSaverTile, type WarmKiwiSaverViewer } from './warm-kiwisaver-prospect.js';

const today = '2026-11-25';
const viewer = (fields: Partial<WarmKiwiSaverViewer>): WarmKiwiSaverViewer => ({
  ownedOpenProducts: ['UT'],
  dateOfBirth: '1980-05-01',
  today,
  ...fields,
});

// spec 000 §2.5 'owned account present, no KiwiSaver, channel PR or UT, age 18 to under 65'; §9.
describe('showsWarmKiwiSaverTile', () => {
  it('shows for a 46-year-old with a unit trust account and no KiwiSaver', () => {
    expect(showsWarmKiwiSaverTile(viewer({}))).toBe(true);
  });

  it('shows for a wealth-management (PR) client', () => {
    expect(showsWarmKiwiSaverTile(viewer({ ownedOpenProducts: ['PW', 'PE'] }))).toBe(true);
  });

  it('needs an owned account: none, or only private equity, or only an Australian unit trust', () => {
    expect(showsWarmKiwiSaverTile(viewer({ ownedOpenProducts: [] }))).toBe(false);
    expect(showsWarmKiwiSaverTile(viewer({ ownedOpenProducts: ['PE'] }))).toBe(false);
    expect(showsWarmKiwiSaverTile(viewer({ ownedOpenProducts: ['UT-AUS'] }))).toBe(false);
  });

  it('is not shown to a KiwiSaver member', () => {
    expect(showsWarmKiwiSaverTile(viewer({ ownedOpenProducts: ['UT', 'KS'] }))).toBe(false);
  });

  it('starts on the 18th birthday and ends on the 65th', () => {
    expect(showsWarmKiwiSaverTile(viewer({ dateOfBirth: '2008-11-26' }))).toBe(false); // 17, 18 tomorrow
    expect(showsWarmKiwiSaverTile(viewer({ dateOfBirth: '2008-11-25' }))).toBe(true); // 18 today
    expect(showsWarmKiwiSaverTile(viewer({ dateOfBirth: '1961-11-26' }))).toBe(true); // 64, 65 tomorrow
    expect(showsWarmKiwiSaverTile(viewer({ dateOfBirth: '1961-11-25' }))).toBe(false); // 65 today
  });

  it('is not shown without a date of birth', () => {
    expect(showsWarmKiwiSaverTile(viewer({ dateOfBirth: null }))).toBe(false);
  });
});
