/** Structured data for search engines (schema.org), as a JSON-LD script. */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  // `<` is escaped so no value can close the script element early.
  const json = JSON.stringify({ '@context': 'https://schema.org', ...data }).replace(/</g, '\\u003c');
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
