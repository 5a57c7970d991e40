import type { DehydratedState } from '@tanstack/react-query';
import { paths } from '@/app/paths';

/**
 * The page's side of the server's first view (render-first-view.tsx): the page arrives with the
 * screen drawn in #first-view (inert) and the answers it was drawn from in #first-view-state, and
 * index.html keeps the app's #root hidden while the first view is there. The app starts from those
 * answers, so its first render of the screen is the same screen with the same figures; once it has
 * rendered (the root shell's first commit), the first view goes and the app's own is shown.
 */
const VIEW_ID = 'first-view';
/**
 * The paths that only send the app elsewhere (the empty path and /dashboard, to the client's home):
 * their first view is of the screen they send a client to, so it stays until the app is there.
 */
export const REDIRECTING_PATHS: ReadonlySet<string> = new Set([paths.root.path, paths.dashboard.path]);
const STATE_ID = 'first-view-state';

/** The answers the first view was drawn from, once (null without a first view or if unreadable). */
export function takeFirstViewState(): DehydratedState | null {
  const element = document.getElementById(STATE_ID);
  if (!element) return null;
  element.remove();
  try {
    return JSON.parse(element.textContent ?? '') as DehydratedState;
  } catch {
    return null;
  }
}

/** Shows the app's own screen in place of the first view (nothing if there is none). */
export function endFirstView(): void {
  document.getElementById(VIEW_ID)?.remove();
}

/** Ends the first view once the app shows a screen at `pathname`, not while it is only passing through. */
export function endFirstViewAt(pathname: string): void {
  if (!REDIRECTING_PATHS.has(pathname)) endFirstView();
}
