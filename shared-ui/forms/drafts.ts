// Drafts of long forms, in the tab's session storage: a reload or a crashed tab brings
// back what was typed, closing the tab forgets it. A form clears its draft once sent.
const keyOf = (name: string) => `av-site:draft:${name}`;

export function readDraft(name: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(sessionStorage.getItem(keyOf(name)) ?? 'null');
    return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

export function saveDraft(name: string, values: Record<string, unknown>) {
  try {
    sessionStorage.setItem(keyOf(name), JSON.stringify(values));
  } catch {
    // Storage full or refused: the form still works, only without a draft.
  }
}

export function clearDraft(name: string) {
  try {
    sessionStorage.removeItem(keyOf(name));
  } catch {
    // nothing was kept
  }
}
