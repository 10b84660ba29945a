import { leadStaffTemplate } from 'contract/emails/leadStaffTemplate';

describe('the staff email of a lead', () => {
  it('goes to the commercial team for a commercial project and to the residential team otherwise', () => {
    expect(leadStaffTemplate(true)).toBe('leadCommercial');
    expect(leadStaffTemplate(false)).toBe('leadResidential');
  });
});
