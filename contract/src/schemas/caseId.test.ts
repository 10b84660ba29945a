import { caseIdPattern } from 'contract/schemas/caseId';

describe('caseIdPattern', () => {
  it('is the prefix, a dash and six digits', () => {
    expect(caseIdPattern('SP').test('SP-004217')).toBe(true);
    expect(caseIdPattern('LD').test('LD-000000')).toBe(true);
  });

  it.each(['SP-04217', 'SP-0042170', 'sp-004217', 'LD-004217', 'SP-00421x', ' SP-004217'])('does not take %j as a support case id', (id) => {
    expect(caseIdPattern('SP').test(id)).toBe(false);
  });
});
