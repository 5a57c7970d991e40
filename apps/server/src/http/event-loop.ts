/**
 * Lets the event loop serve other requests before going on (issue 15: no request may hold the loop
 * for more than 20 ms). For reads whose work comes in separable pieces, such as parsing a large
 * account's stored days and then computing its figures: each piece runs in a turn of its own.
 */
export function yieldToEventLoop(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}
