/** The two lists of The Investing Place (spec 002 §2.3: /news/news-list?view=insights|businessdesk). */
export type NewsView = 'insights' | 'businessdesk';

export interface NewsViewDecision {
  view: NewsView;
  /** The URL said something else: replace it (history replaced, spec 002 §2.3) with this view. */
  redirect: boolean;
}

/**
 * Which list to show for the `view` query parameter. No or an unknown view is insights, and so is
 * businessdesk for a user without the businessDesk flag (the tab switcher is theirs only); either
 * way the URL is corrected. Until the flag is known (`hasBusinessDesk` undefined) a businessdesk URL
 * stands, so a slow client load does not send a business desk reader away.
 */
export function decideNewsView(param: string | null, hasBusinessDesk: boolean | undefined): NewsViewDecision {
  if (param === 'insights') return { view: 'insights', redirect: false };
  if (param === 'businessdesk') {
    if (hasBusinessDesk === false) return { view: 'insights', redirect: true };
    return { view: 'businessdesk', redirect: false };
  }
  return { view: 'insights', redirect: true };
}
