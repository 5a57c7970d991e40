import { afterEach, describe, expect, it } from 'vitest';
import { endFirstView, endFirstViewAt, takeFirstViewState } from './hand-off';

afterEach(() => {
  document.body.innerHTML = '';
});

/** The page as the server sends it with a first view (apps/server/src/plugins/first-view.ts). */
function pageWithFirstView(state: string) {
  document.body.innerHTML =
    '<div id="first-view" inert aria-hidden="true"><p>$1,234.56</p></div>' +
    `<script type="application/json" id="first-view-state">${state}</script><div id="root"></div>`;
}

describe('the page taking over from the first view (issue 15)', () => {
  it('takes the answers once, then shows its own screen in place of the first view', () => {
    const state = { mutations: [], queries: [{ queryKey: ['auth', 'session'], queryHash: '["auth","session"]', state: { data: { user: null } } }] };
    pageWithFirstView(JSON.stringify(state));

    expect(takeFirstViewState()).toEqual(state);
    expect(takeFirstViewState()).toBeNull();
    expect(document.getElementById('first-view')).not.toBeNull();

    endFirstView();
    expect(document.getElementById('first-view')).toBeNull();
    expect(document.getElementById('root')).not.toBeNull();
  });

  it('keeps the first view while the app only passes through the empty path or /dashboard to the home', () => {
    pageWithFirstView('{}');
    endFirstViewAt('/');
    endFirstViewAt('/dashboard');
    expect(document.getElementById('first-view')).not.toBeNull();
    endFirstViewAt('/dashboard/portfolios');
    expect(document.getElementById('first-view')).toBeNull();

    // Sent to sign in instead: the app's page is shown.
    pageWithFirstView('{}');
    endFirstViewAt('/login');
    expect(document.getElementById('first-view')).toBeNull();
  });

  it('starts without answers when there is no first view, or its answers cannot be read', () => {
    expect(takeFirstViewState()).toBeNull();
    endFirstView();

    pageWithFirstView('{"queries": [');
    expect(takeFirstViewState()).toBeNull();
  });
});
