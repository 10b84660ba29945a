// Escapes text for HTML element content and attribute values.
const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => ENTITIES[character]!);

/** JSON for an inline <script>: '<' is escaped so the text cannot close the script element. */
export const inlineJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');
