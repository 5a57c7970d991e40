import { open } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { FeedRejected } from './business-desk-feed-parse.js';

/** The demo's stored feed, read when BUSINESS_DESK_FEED_URL is not set. */
export const DEMO_BUSINESS_DESK_FEED = fileURLToPath(new URL('../../db/seed/assets/business-desk-feed.xml', import.meta.url));

export interface FeedReadLimits {
  /** How long a feed URL may take to answer in full (default 10 s). */
  timeoutMs: number;
  /** The largest feed taken, in bytes (default 2 MiB): a business desk feed is tens of kilobytes. */
  maxBytes: number;
}

export const DEFAULT_FEED_LIMITS: FeedReadLimits = { timeoutMs: 10_000, maxBytes: 2 * 1024 * 1024 };

const isHttp = (source: string) => /^https?:\/\//i.test(source);

/**
 * The source as logs and business_desk_ingests name it: a URL without user, password, query or
 * fragment (where a feed's key would be), or the file path.
 */
export function feedSourceName(source: string): string {
  if (!isHttp(source) && !/^file:/i.test(source)) return source;
  try {
    const url = new URL(source);
    return url.protocol === 'file:' ? fileURLToPath(url) : `${url.origin}${url.pathname}`;
  } catch {
    return 'unreadable feed address';
  }
}

const megabytes = (bytes: number) => `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;

/** Reads the feed's text from an http(s) URL or a file (a path or a file: URL), within the limits; failures are FeedRejected. */
export async function readFeedSource(source: string, limits: FeedReadLimits = DEFAULT_FEED_LIMITS): Promise<string> {
  return isHttp(source) ? fetchFeed(source, limits) : readFeedFile(/^file:/i.test(source) ? fileURLToPath(source) : source, limits);
}

/** fetch refuses a URL with a user and password in it; they are sent as HTTP Basic credentials instead. */
function withoutCredentials(address: string): { url: string; authorization: string | null } {
  const url = new URL(address);
  if (url.username === '' && url.password === '') return { url: url.href, authorization: null };
  const pair = `${decodeURIComponent(url.username)}:${decodeURIComponent(url.password)}`;
  url.username = '';
  url.password = '';
  return { url: url.href, authorization: `Basic ${Buffer.from(pair, 'utf8').toString('base64')}` };
}

async function fetchFeed(address: string, limits: FeedReadLimits): Promise<string> {
  const signal = AbortSignal.timeout(limits.timeoutMs);
  try {
    const { url, authorization } = withoutCredentials(address);
    const response = await fetch(url, {
      signal,
      redirect: 'follow',
      headers: {
        accept: 'application/rss+xml, application/xml;q=0.9, text/xml;q=0.9, */*;q=0.1',
        ...(authorization ? { authorization } : {}),
      },
    });
    if (!response.ok) {
      await response.body?.cancel();
      throw new FeedRejected(`The feed answered HTTP ${response.status}`);
    }
    const declared = Number(response.headers.get('content-length'));
    if (Number.isFinite(declared) && declared > limits.maxBytes) {
      await response.body?.cancel();
      throw new FeedRejected(`The feed is larger than ${megabytes(limits.maxBytes)}`);
    }
    return await readCapped(response, limits.maxBytes);
  } catch (error) {
    if (error instanceof FeedRejected) throw error;
    if (signal.aborted) throw new FeedRejected(`The feed did not answer within ${limits.timeoutMs / 1000} s`);
    const code = (error as { cause?: { code?: unknown } }).cause?.code;
    throw new FeedRejected(`The feed could not be reached${typeof code === 'string' ? ` (${code})` : ''}`);
  }
}

/** The body as UTF-8 text, stopped (and refused) as soon as it passes maxBytes, whatever Content-Length said. */
async function readCapped(response: Response, maxBytes: number): Promise<string> {
  if (!response.body) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel();
      throw new FeedRejected(`The feed is larger than ${megabytes(maxBytes)}`);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

async function readFeedFile(file: string, limits: FeedReadLimits): Promise<string> {
  let handle;
  try {
    handle = await open(file, 'r');
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    throw new FeedRejected(`The feed file could not be read${typeof code === 'string' ? ` (${code})` : ''}`);
  }
  try {
    const { size } = await handle.stat();
    if (size > limits.maxBytes) throw new FeedRejected(`The feed is larger than ${megabytes(limits.maxBytes)}`);
    return await handle.readFile({ encoding: 'utf8' });
  } catch (error) {
    if (error instanceof FeedRejected) throw error;
    const code = (error as { code?: unknown }).code;
    throw new FeedRejected(`The feed file could not be read${typeof code === 'string' ? ` (${code})` : ''}`);
  } finally {
    await handle.close();
  }
}
