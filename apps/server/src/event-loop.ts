/**
 * Lets the event loop serve others before going on (issue 15: no request may hold the loop for more
 * than 20 ms): between the separable pieces of a large read (parsing an account's stored days, then
 * computing its figures), or between accounts of a queue drain that shares the process with requests.
 */
export function yieldToEventLoop(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}
