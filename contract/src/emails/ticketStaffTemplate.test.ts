import { COMMERCIAL_TICKET_CATEGORIES, TICKET_CATEGORIES } from 'contract/schemas/ticket';
import { TICKET_STAFF_TEMPLATES, ticketStaffTemplate } from 'contract/emails/ticketStaffTemplate';

describe('the staff email of a ticket', () => {
  it.each([
    ['Audio Not Working', 'ticketAudio'],
    ['Video Not Working', 'ticketVideo'],
    ['Internet Connection Not Working / Poor Performance', 'ticketInternet'],
    ['Home Automation Not Working', 'ticketAutomation'],
    ['Device Failure / Not Powering On', 'ticketDefault'],
    ['Purchased New Device, Need Integration Help', 'ticketDefault'],
    ['Other, please describe issue below', 'ticketDefault'],
    ['Commercial Control System (Building/Room Control) Not Working', 'ticketDefault'],
    ['Video Conferencing System', 'ticketDefault'],
  ])('goes for %s to %s', (category, template) => {
    expect(ticketStaffTemplate(category)).toBe(template);
  });

  it('has a template for every category a visitor can choose, and no other', () => {
    expect(Object.keys(TICKET_STAFF_TEMPLATES).sort()).toEqual([...TICKET_CATEGORIES, ...COMMERCIAL_TICKET_CATEGORIES].sort());
  });

  it('falls back to the default template for a category it does not know', () => {
    expect(ticketStaffTemplate('toString')).toBe('ticketDefault');
    expect(ticketStaffTemplate('Something new')).toBe('ticketDefault');
  });
});
