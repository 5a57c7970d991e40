import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../../random/mulberry32.js';
import {
  commsChannelCodesOf,
  setChannelSubscribed,
  setUnsubscribedFromAllEmails,
  settleCommsChoices,
  type CommsChoices,
  type SettledCommsChoices,
} from './comms-preference-rules.js';
import { commsInterestShownOn } from './comms-interest-visibility.js';

const nz = (email: [boolean, boolean], push: [boolean, boolean], unsubscribed = false): CommsChoices => ({
  unsubscribedFromAllEmails: unsubscribed,
  categories: [
    { categoryCode: 'INSIGHTS', channelList: [{ channelCode: 'Email', subscribed: email[0] }, { channelCode: 'Push', subscribed: push[0] }] },
    { categoryCode: 'OFFERS', channelList: [{ channelCode: 'Email', subscribed: email[1] }, { channelCode: 'Push', subscribed: push[1] }] },
  ],
});
const settled = (choices: CommsChoices, date: Date | null): SettledCommsChoices => ({ ...choices, unsubscribedFromAllEmailsDate: date });
const emailOn = (c: CommsChoices) => c.categories.flatMap((x) => x.channelList).filter((ch) => ch.channelCode === 'Email' && ch.subscribed).length;
const NOW = new Date('2026-11-25T05:00:00Z');
const EARLIER = new Date('2026-03-01T01:00:00Z');

describe('comms channels per portal (spec 002 §6)', () => {
  it('offers Email and Push in New Zealand and Email only in Australia', () => {
    expect(commsChannelCodesOf('NZ')).toEqual(['Email', 'Push']);
    expect(commsChannelCodesOf('AU')).toEqual(['Email']);
  });
  it('hides KiwiSaver interests on the Australian portal and shows general ones on both', () => {
    expect(commsInterestShownOn('NZ', 'KS')).toBe(true);
    expect(commsInterestShownOn('AU', 'KS')).toBe(false);
    expect(commsInterestShownOn('AU', null)).toBe(true);
  });
});

describe('the tab switches (spec 002 §4 Communication preferences)', () => {
  it('turns every Email channel off when unsubscribing from all, leaving Push as it was', () => {
    const after = setUnsubscribedFromAllEmails(nz([true, true], [true, false]), true);
    expect(after.unsubscribedFromAllEmails).toBe(true);
    expect(after).toEqual(nz([false, false], [true, false], true));
  });
  it('clears the unsubscribe flag when an Email channel is turned on', () => {
    const after = setChannelSubscribed(nz([false, false], [false, false], true), 'OFFERS', 'Email', true);
    expect(after).toEqual(nz([false, true], [false, false], false));
  });
  it('keeps the flag when a Push channel is turned on (Push is not e-mail) or a channel is turned off', () => {
    expect(setChannelSubscribed(nz([false, false], [false, false], true), 'OFFERS', 'Push', true).unsubscribedFromAllEmails).toBe(true);
    expect(setChannelSubscribed(nz([false, false], [true, false], true), 'INSIGHTS', 'Push', false).unsubscribedFromAllEmails).toBe(true);
  });
  it('unticking the flag only clears it: the channels stay off', () => {
    expect(setUnsubscribedFromAllEmails(nz([false, false], [true, true], true), false)).toEqual(nz([false, false], [true, true], false));
  });
});

describe('what a save stores (settleCommsChoices)', () => {
  it('dates a new unsubscribe now and turns every Email channel off, even one the request left on', () => {
    const result = settleCommsChoices(settled(nz([true, false], [true, true]), null), nz([true, true], [true, true], true), NOW);
    expect(result).toEqual(settled(nz([false, false], [true, true], true), NOW));
  });
  it('clears the flag and its date when a save turns an Email channel on while the flag is still sent', () => {
    const result = settleCommsChoices(settled(nz([false, false], [false, false], true), EARLIER), nz([true, false], [false, false], true), NOW);
    expect(result).toEqual(settled(nz([true, false], [false, false], false), null));
  });
  it('keeps the first date while the client stays unsubscribed', () => {
    const result = settleCommsChoices(settled(nz([false, false], [false, false], true), EARLIER), nz([false, false], [true, false], true), NOW);
    expect(result).toEqual(settled(nz([false, false], [true, false], true), EARLIER));
  });
  it('clears the flag when the client unticks it, switches as sent', () => {
    const result = settleCommsChoices(settled(nz([false, false], [false, false], true), EARLIER), nz([false, false], [false, true], false), NOW);
    expect(result).toEqual(settled(nz([false, false], [false, true], false), null));
  });

  it('property: for any stored and requested choices, the flag is on exactly when dated, and then no Email channel is on', () => {
    const random = mulberry32(20261125);
    const flip = () => random() < 0.5;
    for (let i = 0; i < 2000; i += 1) {
      const storedFlag = flip();
      const stored = settled(
        storedFlag ? nz([false, false], [flip(), flip()], true) : nz([flip(), flip()], [flip(), flip()], false),
        storedFlag ? EARLIER : null,
      );
      const requested = nz([flip(), flip()], [flip(), flip()], flip());
      const result = settleCommsChoices(stored, requested, NOW);
      expect(result.unsubscribedFromAllEmails).toBe(result.unsubscribedFromAllEmailsDate !== null);
      if (result.unsubscribedFromAllEmails) expect(emailOn(result)).toBe(0);
      // Push switches are always stored as sent.
      expect(result.categories.map((c) => c.channelList[1])).toEqual(requested.categories.map((c) => c.channelList[1]));
      // A newly set flag is dated now; a kept one keeps its date.
      if (result.unsubscribedFromAllEmails) expect(result.unsubscribedFromAllEmailsDate).toEqual(storedFlag ? EARLIER : NOW);
    }
  });
});
