// Composed pages, kept while what they were composed from is the very same: the manifest
// of where the remotes are and the owning remote's index (both read again at most once a
// second, and kept as the same objects while unchanged). A page is the same for every
// visitor, so it is drawn once per release instead of once per request.
export interface PageCache<T> {
  get(key: string, sources: readonly unknown[]): T | undefined;
  set(key: string, sources: readonly unknown[], value: T): void;
}

export function createPageCache<T>(maxPages = 500): PageCache<T> {
  const pages = new Map<string, { sources: readonly unknown[]; value: T }>();
  const same = (a: readonly unknown[], b: readonly unknown[]) => a.length === b.length && a.every((source, index) => source === b[index]);
  return {
    get: (key, sources) => {
      const kept = pages.get(key);
      return kept && same(kept.sources, sources) ? kept.value : undefined;
    },
    set: (key, sources, value) => {
      // Any path may be asked for (a crawler's 404s): the oldest page goes first.
      if (pages.size >= maxPages && !pages.has(key)) pages.delete(pages.keys().next().value!);
      pages.set(key, { sources, value });
    },
  };
}
