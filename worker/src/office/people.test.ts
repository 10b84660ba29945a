import { migratedMemoryDatabase } from '../../test/testApp';
import { enrolmentLink, findPerson, invitePerson, listPeople, revokePerson, STAFF_COMMAND } from './people';
import { hashSecret } from './secretToken';

const NOW = new Date('2026-11-27T09:00:00.000Z');

describe('the office people', () => {
  it('invites a new person with a one-day invitation, keeping only its hash, and audits it', async () => {
    const db = await migratedMemoryDatabase();
    const { person, invitation, expiresAt } = await invitePerson(db, '  Jamie   Lee ', NOW);
    expect(person).toMatchObject({ name: 'Jamie Lee', revoked_at: null });
    expect(invitation).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(expiresAt.toISOString()).toBe('2026-11-28T09:00:00.000Z');
    expect(await db.all('SELECT token_hash, person_id FROM office_invitations')).toEqual([
      { token_hash: await hashSecret(invitation), person_id: person.id },
    ]);
    expect(await db.all('SELECT person_id, person_name, action, subject FROM office_audit')).toEqual([
      { person_id: null, person_name: STAFF_COMMAND, action: 'invite', subject: 'Jamie Lee' },
    ]);
  });

  it('links to the site’s enrolment page with the invitation in the fragment', () => {
    expect(enrolmentLink('https://www.example.com', 'abc')).toBe('https://www.example.com/office/enrol#abc');
  });

  it.each([
    ['an empty name', '   '],
    ['a name of 101 characters', 'x'.repeat(101)],
    ['a name with a control character', 'Jamie\u001b[2J Lee'],
  ])('refuses %s, storing nothing', async (_, name) => {
    const db = await migratedMemoryDatabase();
    await expect(invitePerson(db, name, NOW)).rejects.toThrow('A name of 1 to 100 characters, without control characters, is needed');
    expect(await db.all('SELECT * FROM office_people')).toEqual([]);
  });

  it('finds a person by name in any case or by id, and lists them', async () => {
    const db = await migratedMemoryDatabase();
    const { person } = await invitePerson(db, 'Jamie Lee', NOW);
    expect((await findPerson(db, 'JAMIE LEE'))?.id).toBe(person.id);
    expect((await findPerson(db, person.id))?.name).toBe('Jamie Lee');
    expect(await listPeople(db, NOW)).toEqual([expect.objectContaining({ name: 'Jamie Lee', passkeys: 0, sessions: 0 })]);
  });

  it('revokes by name, dropping open invitations; an unknown name revokes no one', async () => {
    const db = await migratedMemoryDatabase();
    await invitePerson(db, 'Jamie Lee', NOW);
    expect(await revokePerson(db, 'nobody', NOW)).toBeNull();
    expect(await revokePerson(db, 'jamie lee', NOW)).toMatchObject({ name: 'Jamie Lee', revoked_at: NOW.toISOString() });
    expect(await db.all('SELECT * FROM office_invitations')).toEqual([]);
  });
});
