import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// The first test to open a lazily loaded screen waits for Vite to transform that screen's modules,
// which on a busy machine takes longer than Testing Library's default 1 s (and, beside the server
// suites in CI, longer than 4 s); well under the 20 s test timeout.
configure({ asyncUtilTimeout: 8_000 });

// STYLE: a console.error during a test fails it. Thrown at once, and checked after each test in
// case the code that logged swallowed the throw.
const loggedErrors: string[] = [];
console.error = (...args: unknown[]) => {
  const message = args.map((arg) => (arg instanceof Error ? (arg.stack ?? arg.message) : String(arg))).join(' ');
  loggedErrors.push(message);
  throw new Error(`console.error during a test: ${message}`);
};

afterEach(() => {
  cleanup();
  const errors = loggedErrors.splice(0);
  if (errors.length > 0) throw new Error(`console.error during the test:\n${errors.join('\n')}`);
});

// What jsdom lacks and Mantine uses.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }),
});

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = ResizeObserverStub as unknown as typeof ResizeObserver;
window.HTMLElement.prototype.scrollIntoView = () => {};
window.scrollTo = (() => {}) as typeof window.scrollTo;
