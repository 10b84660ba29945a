// A chunk that failed to load: webpack's ChunkLoadError (a lazy page of a remote, a style
// sheet) or a remote entry the federation runtime could not load. Reported as a
// 'chunk-error' wherever it is met, rather than as the error or boundary it also is.

const CHUNK_MESSAGE = /Loading (CSS )?chunk \S+ failed|Failed to load script resources|ScriptNetworkError|RUNTIME-008/i;

export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return error.name === 'ChunkLoadError' || CHUNK_MESSAGE.test(error.message);
}
