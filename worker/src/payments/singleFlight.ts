// Concurrent calls with the same key share one run of the work: a browser that posts
// the same purchase record several times at once (a double click, a retry racing the
// first post) makes one gateway lookup, and every caller gets its answer.
export type SingleFlight<T> = (key: string, work: () => Promise<T>) => Promise<T>;

export function singleFlight<T>(): SingleFlight<T> {
  const flights = new Map<string, Promise<T>>();
  return (key, work) => {
    const running = flights.get(key);
    if (running) return running;
    const flight = work().finally(() => flights.delete(key));
    flights.set(key, flight);
    return flight;
  };
}
