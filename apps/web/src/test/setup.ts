import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

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
