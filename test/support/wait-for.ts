/** Polls until `probe` returns a value (not undefined), instead of sleeping a fixed time. */
export async function waitFor<T>(
  probe: () => Promise<T | undefined>,
  { timeoutMs = 60_000, intervalMs = 200, what = 'condition' } = {},
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline)
      throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
