import { migratedMemoryDatabase } from '../../test/testApp';
import { countSubmissions, journalSubmission, listUnconfirmed, recordDelivery } from './journal';

const TOKEN_HASH = 'c'.repeat(64);

describe('listUnconfirmed', () => {
  it('lists pending and failed submissions oldest first, leaving out delivered ones', async () => {
    const db = await migratedMemoryDatabase();
    const journal = (caseId: string, form: 'ticket' | 'lead' | 'suggestion', payload: unknown, receivedAt: string) =>
      journalSubmission(db, { caseId, form, payload, receivedAt, deliveryTokenHash: TOKEN_HASH });
    await journal('SP-000002', 'ticket', { name: 'Lee' }, '2025-06-02T09:00:00.000Z');
    await journal('LD-000001', 'lead', {}, '2025-06-01T09:00:00.000Z');
    await journal('SG-AAAAAAAAAA', 'suggestion', {}, '2025-06-03T09:00:00.000Z');
    await recordDelivery(db, { form: 'ticket', caseId: 'SP-000002', deliveryTokenHash: TOKEN_HASH, delivered: false, at: '2025-06-02T09:00:05.000Z' });
    await recordDelivery(db, { form: 'suggestion', caseId: 'SG-AAAAAAAAAA', deliveryTokenHash: TOKEN_HASH, delivered: true, at: '2025-06-03T09:00:05.000Z' });

    expect(await countSubmissions(db)).toBe(3);
    expect(await listUnconfirmed(db)).toEqual([
      { case_id: 'LD-000001', form: 'lead', payload: '{}', received_at: '2025-06-01T09:00:00.000Z', delivery: 'pending', delivery_updated_at: null },
      { case_id: 'SP-000002', form: 'ticket', payload: '{"name":"Lee"}', received_at: '2025-06-02T09:00:00.000Z', delivery: 'failed', delivery_updated_at: '2025-06-02T09:00:05.000Z' },
    ]);
  });
});

describe('recordDelivery', () => {
  it('changes nothing for a report whose token hash is not the submission’s', async () => {
    const db = await migratedMemoryDatabase();
    await journalSubmission(db, { caseId: 'SP-000003', form: 'ticket', payload: {}, receivedAt: '2025-06-01T09:00:00.000Z', deliveryTokenHash: TOKEN_HASH });

    const report = { form: 'ticket' as const, caseId: 'SP-000003', delivered: true, at: '2025-06-01T09:00:05.000Z' };
    expect(await recordDelivery(db, { ...report, deliveryTokenHash: 'd'.repeat(64) })).toBeNull();
    expect((await listUnconfirmed(db)).map((row) => row.delivery)).toEqual(['pending']);
    expect(await recordDelivery(db, { ...report, deliveryTokenHash: TOKEN_HASH })).toEqual({ delivery: 'delivered', recorded: true });
    expect(await recordDelivery(db, { ...report, delivered: false, deliveryTokenHash: TOKEN_HASH })).toEqual({ delivery: 'delivered', recorded: false });
  });

  it('never matches a submission journaled before delivery tokens (no hash stored)', async () => {
    const db = await migratedMemoryDatabase();
    await db.run("INSERT INTO submissions (case_id, form, payload, received_at) VALUES ('LD-000004', 'lead', '{}', '2025-06-01T09:00:00.000Z')");
    const report = { form: 'lead' as const, caseId: 'LD-000004', delivered: true, at: '2025-06-01T09:00:05.000Z' };
    expect(await recordDelivery(db, { ...report, deliveryTokenHash: TOKEN_HASH })).toBeNull();
    expect((await listUnconfirmed(db)).map((row) => row.case_id)).toEqual(['LD-000004']);
  });
});
