import { afterEach, describe, expect, it, vi } from 'vitest';
import indexHtml from '../../index.html?raw';
import bootStartSource from '../boot-start.ts?raw';
import { apiRequest } from './api-client';
import { BOOT_FETCH_PATHS, takeBootFetch } from './boot-fetches';

function jsonResponse(body: unknown): Response {
  return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
}

afterEach(() => {
  delete window.__tasmanBootFetches;
});

describe('boot fetches (issue 15: the portal info and the session asked for beside the JavaScript)', () => {
  it('the first request of a boot path takes the boot response; a later one asks again', async () => {
    window.__tasmanBootFetches = { '/api/v1/auth/session': Promise.resolve(jsonResponse({ user: { from: 'boot' } })) };
    const fetchMock = vi.fn(() => Promise.resolve(jsonResponse({ user: { from: 'fetch' } })));
    vi.stubGlobal('fetch', fetchMock);

    await expect(apiRequest('/api/v1/auth/session')).resolves.toEqual({ user: { from: 'boot' } });
    expect(fetchMock).not.toHaveBeenCalled();
    await expect(apiRequest('/api/v1/auth/session')).resolves.toEqual({ user: { from: 'fetch' } });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('a failed boot call is the request failing, as a failed fetch would be', async () => {
    window.__tasmanBootFetches = { '/api/v1/portal/info': Promise.reject(new TypeError('Failed to fetch')) };
    vi.stubGlobal('fetch', vi.fn());
    await expect(apiRequest('/api/v1/portal/info')).rejects.toMatchObject({ status: 0, id: 'NetworkError' });
  });

  it('only GETs take a boot response', async () => {
    const boot = Promise.resolve(jsonResponse({ from: 'boot' }));
    window.__tasmanBootFetches = { '/api/v1/auth/session': boot };
    vi.stubGlobal('fetch', vi.fn(() => Promise.resolve(jsonResponse({ from: 'fetch' }))));
    await expect(apiRequest('/api/v1/auth/session', { method: 'POST', body: {} })).resolves.toEqual({ from: 'fetch' });
    expect(takeBootFetch('/api/v1/auth/session')).toBe(boot);
  });

  it('once the app has asked, a boot script arriving late asks nothing (the map is already there)', () => {
    expect(takeBootFetch('/api/v1/auth/session')).toBeUndefined();
    expect(window.__tasmanBootFetches).toEqual({});
  });

  it('boot-start.ts asks for exactly the boot paths, and index.html loads it', () => {
    const source = bootStartSource;
    for (const bootPath of BOOT_FETCH_PATHS) expect(source).toContain(`'${bootPath}'`);
    expect(source.match(/'\/api\/[^']+'/g)).toHaveLength(BOOT_FETCH_PATHS.length);
    expect(indexHtml).toMatch(/<script type="module"[^>]* src="\/src\/boot-start\.ts"/);
  });
});
