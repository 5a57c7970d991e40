import { describe, expect, it } from 'vitest';
import { CHANNEL_CONFIG } from '../../channel/channel.js';
import { editProfileAction } from './edit-profile-action.js';

const nz = CHANNEL_CONFIG.NZ.editProfileUrl;
const au = CHANNEL_CONFIG.AU.editProfileUrl;

describe('Edit Profile on the Personal Details view (spec 002 §2.4, §5 two-factor gating, §6)', () => {
  it('opens the edit form for a client with two-factor on the NZ portal', () => {
    expect(editProfileAction({ userType: 'Client', twoFactorEnabled: true, editProfileUrl: nz })).toEqual({ kind: 'form' });
  });

  it('asks a client without two-factor to enable it first', () => {
    expect(editProfileAction({ userType: 'Client', twoFactorEnabled: false, editProfileUrl: nz })).toEqual({ kind: 'needs-two-factor' });
  });

  it('is hidden for staff on either portal, with or without two-factor', () => {
    for (const editProfileUrl of [nz, au]) {
      for (const twoFactorEnabled of [true, false]) {
        expect(editProfileAction({ userType: 'Staff', twoFactorEnabled, editProfileUrl })).toEqual({ kind: 'hidden' });
      }
    }
  });

  it("opens the Australian portal's external page, with or without two-factor", () => {
    expect(au).toMatch(/^https:\/\//);
    for (const twoFactorEnabled of [true, false]) {
      expect(editProfileAction({ userType: 'Client', twoFactorEnabled, editProfileUrl: au })).toEqual({ kind: 'external', href: au });
    }
  });

  it('has no external page on the NZ portal (its own form is used)', () => {
    expect(nz).toBeNull();
  });
});
