// Case ids customers quote on the phone: 'SP-' (support) or 'LD-' (lead) and six
// zero-padded random digits, made in the browser; the worker's journal keeps them unique.
export type CasePrefix = 'SP' | 'LD';

export const caseIdPattern = (prefix: CasePrefix) => new RegExp(`^${prefix}-\\d{6}$`);

export function newCaseId(prefix: CasePrefix, random: () => number = secureRandom): string {
  const number = Math.floor(random() * 1_000_000);
  return `${prefix}-${String(number).padStart(6, '0')}`;
}

function secureRandom(): number {
  const [value] = crypto.getRandomValues(new Uint32Array(1));
  return value! / 2 ** 32;
}
