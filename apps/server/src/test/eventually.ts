/** Retries check() until it passes or the time is up (for effects that travel asynchronously, like NOTIFY). */
export async function eventually(check: () => void | Promise<void>, ms = 5000): Promise<void> {
  const until = Date.now() + ms;
  for (;;) {
    try {
      await check();
      return;
    } catch (error) {
      if (Date.now() > until) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}
