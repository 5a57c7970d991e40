import type { UIMatch } from 'react-router';
import { DEFAULT_TITLE } from './paths';

export interface RouteHandle {
  title?: string;
}

/** spec 000 §2.1: the deepest active route's title, default 'Client Portal'. */
export function deepestTitle(matches: readonly UIMatch[]): string {
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const title = (matches[i]?.handle as RouteHandle | undefined)?.title;
    if (title) return title;
  }
  return DEFAULT_TITLE;
}
