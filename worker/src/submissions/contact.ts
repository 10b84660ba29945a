// Who to call back about a journaled submission: the name, email and phone it holds,
// whichever form it came from (ticket and lead: name; application and LAN: first and
// last name; a suggestion has a name only).
const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

export function contactOf(payload: string): string {
  let values: Record<string, unknown>;
  try {
    values = JSON.parse(payload) as Record<string, unknown>;
  } catch {
    return '';
  }
  if (!values || typeof values !== 'object') return '';
  const name = text(values.name) || [text(values.firstName), text(values.lastName)].filter(Boolean).join(' ');
  const business = text(values.businessName);
  const email = text(values.email);
  return [business ? `${name} (${business})` : name, email && `<${email}>`, text(values.phone)].filter(Boolean).join(' ');
}
