import { leadEmails } from 'contract/emails/formEmails';
import { leadFormSchema } from 'contract/schemas/lead';

const lead = leadFormSchema.parse({
  name: 'Lee Chen',
  email: 'lee@example.com',
  phone: '608.555.0123',
  address: '12 Lake Street, Madison',
  category: 'New Construction',
  description: 'A theater in the basement.',
});

describe("a lead's emails", () => {
  it('name the interest the visitor came with, in words, to the visitor and to the sales team', () => {
    const [receipt, staff] = leadEmails({ ...lead, interest: 'home-theater' }, 'LD-000123');
    expect(receipt).toMatchObject({ template: 'leadReceipt', params: { interest: 'Home theater', case_id: 'LD-000123' } });
    expect(staff).toMatchObject({ template: 'leadResidential', params: { interest: 'Home theater', case_id: 'LD-000123' } });
  });

  it('say none when there was none', () => {
    expect(leadEmails(lead, 'LD-000123').map((email) => email.params.interest)).toEqual(['', '']);
  });
});
