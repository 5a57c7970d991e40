import { describe, expect, it } from 'vitest';
import { decideNewsView } from './news-view';

describe('decideNewsView (spec 002 §2.3)', () => {
  it('shows insights for view=insights, whoever asks', () => {
    for (const flag of [true, false, undefined]) expect(decideNewsView('insights', flag)).toEqual({ view: 'insights', redirect: false });
  });
  it('redirects to insights when there is no view, or an unknown one', () => {
    for (const param of [null, '', 'INSIGHTS', 'business-desk', 'news']) {
      expect(decideNewsView(param, true)).toEqual({ view: 'insights', redirect: true });
    }
  });
  it('shows the business desk to users with the businessDesk flag, and sends others to insights', () => {
    expect(decideNewsView('businessdesk', true)).toEqual({ view: 'businessdesk', redirect: false });
    expect(decideNewsView('businessdesk', false)).toEqual({ view: 'insights', redirect: true });
  });
  it('waits for the flag before refusing a businessdesk URL', () => {
    expect(decideNewsView('businessdesk', undefined)).toEqual({ view: 'businessdesk', redirect: false });
  });
});
