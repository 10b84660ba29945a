import { migratedMemoryDatabase } from '../../test/testApp';
import { countSubmissions, journalSubmission, listUnconfirmed, recordDelivery } from './journal';

describe('listUnconfirmed', () => {
  it('lists pending and failed submissions oldest first, leaving out delivered ones', async () => {
    const db = await migratedMemoryDatabase();
    await journalSubmission(db, { caseId: 'SP-000002', form: 'ticket', payload: { name: 'Lee' }, receivedAt: '2025-06-02T09:00:00.000Z' });
    await journalSubmission(db, { caseId: 'LD-000001', form: 'lead', payload: {}, receivedAt: '2025-06-01T09:00:00.000Z' });
    await journalSubmission(db, { caseId: 'SG-AAAAAAAAAA', form: 'suggestion', payload: {}, receivedAt: '2025-06-03T09:00:00.000Z' });
    await recordDelivery(db, { form: 'ticket', caseId: 'SP-000002', delivered: false, at: '2025-06-02T09:00:05.000Z' });
    await recordDelivery(db, { form: 'suggestion', caseId: 'SG-AAAAAAAAAA', delivered: true, at: '2025-06-03T09:00:05.000Z' });

    expect(await countSubmissions(db)).toBe(3);
    expect(await listUnconfirmed(db)).toEqual([
      { case_id: 'LD-000001', form: 'lead', payload: '{}', received_at: '2025-06-01T09:00:00.000Z', delivery: 'pending', delivery_updated_at: null },
      { case_id: 'SP-000002', form: 'ticket', payload: '{"name":"Lee"}', received_at: '2025-06-02T09:00:00.000Z', delivery: 'failed', delivery_updated_at: '2025-06-02T09:00:05.000Z' },
    ]);
  });
});
