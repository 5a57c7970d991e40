import { useIsFetching } from '@tanstack/react-query';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigation, useNavigationType, type Location } from 'react-router';

const STORAGE_KEY = 'tasman-scroll-positions';
/** How long Back waits for a page's data before it gives up restoring the position. */
const RESTORE_TIMEOUT_MS = 5_000;

/** The key a position is saved under: one per history entry, so Back returns to that visit's place. */
export function scrollKey(location: Pick<Location, 'key'>): string {
  return location.key;
}

function readPositions(): Map<string, number> {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}');
    if (stored && typeof stored === 'object') {
      return new Map(Object.entries(stored).filter((entry): entry is [string, number] => typeof entry[1] === 'number'));
    }
  } catch {
    // A damaged entry only loses the old positions.
  }
  return new Map();
}

function writePositions(positions: Map<string, number>) {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(Object.fromEntries(positions)));
  } catch {
    // Storage full or refused: positions then last for this page load only.
  }
}

interface Target {
  key: string;
  /** A position to scroll to, or the id of the element a #fragment names. */
  y: number | null;
  hash: string | null;
  until: number;
}

/**
 * spec 000 §2.4: the page's scroll position is restored on navigation. React Router's own
 * ScrollRestoration restores as soon as the route renders, but our screens fetch their figures
 * after that (TanStack Query), so the page is still short and the browser clamps the position to
 * the top (issue 9 item 18). Here Back and Forward wait until no query is fetching and the router
 * is idle, then scroll to the saved place (giving up after a few seconds, or when the reader
 * scrolls first); a new page starts at the top, or at its #fragment once it is there.
 */
export function useScrollRestoration() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const navigation = useNavigation();
  const fetching = useIsFetching();
  const positions = useRef<Map<string, number> | null>(null);
  const target = useRef<Target | null>(null);
  /** The visit on screen: a scroll event that arrives after the route changed is not the old visit's. */
  const shown = useRef<string | null>(null);
  const key = scrollKey(location);

  positions.current ??= readPositions();

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    const save = () => writePositions(positions.current ?? new Map());
    window.addEventListener('pagehide', save);
    return () => window.removeEventListener('pagehide', save);
  }, []);

  // Remember where this visit is while the reader scrolls.
  useEffect(() => {
    let frame = 0;
    const remember = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        if (shown.current === key) positions.current?.set(key, window.scrollY);
      });
    };
    // A reader who scrolls while the page loads has chosen their place: stop restoring.
    const cancel = () => {
      target.current = null;
    };
    window.addEventListener('scroll', remember, { passive: true });
    window.addEventListener('wheel', cancel, { passive: true });
    window.addEventListener('touchmove', cancel, { passive: true });
    window.addEventListener('keydown', cancel);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', remember);
      window.removeEventListener('wheel', cancel);
      window.removeEventListener('touchmove', cancel);
      window.removeEventListener('keydown', cancel);
    };
  }, [key]);

  useLayoutEffect(() => {
    shown.current = key;
    const saved = positions.current?.get(key);
    const hash = location.hash ? decodeURIComponent(location.hash.slice(1)) : null;
    const until = Date.now() + RESTORE_TIMEOUT_MS;
    if (navigationType === 'POP' && saved !== undefined) {
      target.current = { key, y: saved, hash: null, until };
    } else if (hash) {
      target.current = { key, y: null, hash, until };
    } else {
      target.current = null;
      window.scrollTo(0, 0);
    }
  }, [key, navigationType, location.hash]);

  const settled = fetching === 0 && navigation.state === 'idle';
  useEffect(() => {
    if (!settled || !target.current) return;
    const frame = requestAnimationFrame(() => {
      const wanted = target.current;
      if (!wanted || wanted.key !== key) return;
      if (Date.now() > wanted.until) {
        target.current = null;
        return;
      }
      if (wanted.hash !== null) {
        const element = document.getElementById(wanted.hash);
        if (element) {
          element.scrollIntoView();
          target.current = null;
        }
        return;
      }
      const y = wanted.y ?? 0;
      window.scrollTo(0, y);
      // Done once the page is long enough to hold the place; else a later query may lengthen it.
      if (document.documentElement.scrollHeight - window.innerHeight >= y - 1) target.current = null;
    });
    return () => cancelAnimationFrame(frame);
  });
}
