/**
 * A keeper of single-use requests (a mailed token, an OAuth code can be spent only once): the
 * function it returns starts one request per key and hands every later caller the same promise,
 * however often a screen mounts.
 * @example const verifyOnce = createSingleUseRequests<Outcome>(); verifyOnce(token, () => verify(token));
 */
export function createSingleUseRequests<T>(): (key: string, start: () => Promise<T>) => Promise<T> {
  const requests = new Map<string, Promise<T>>();
  return (key, start) => {
    let pending = requests.get(key);
    if (!pending) {
      pending = start();
      requests.set(key, pending);
    }
    return pending;
  };
}
