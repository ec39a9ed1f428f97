import {
  AccountApiPath,
  ApiPath,
  EMAIL_CODE_MAX_WRONG,
  EMAIL_CODE_SENDS_PER_HOUR,
  EmailVerificationMessages,
  ProviderApiPath,
  type PublicUser,
} from '@anchor/contracts';
import { type MailTestKit, startMailServer } from '@anchor/services/test/mail-test-kit';
import { HttpClient } from '@anchor/services/test/http-client';
import { inviteToken } from '@anchor/services/test/provider-test-kit';
import { passwordOf, signIn, signUp } from '@anchor/services/test/sign-up';
import { createTestApp, type TestApp } from '@anchor/services/test/test-app';
import { InviteProviderUseCase } from '../../provider-portal/use-cases/invite-provider.use-case';

const SENDER = 'care-team@anchor.example';
const MINUTE_MS = 60_000;

describe('e-mail verification through a real SMTP server', () => {
  let mail: MailTestKit;
  let t: TestApp;
  beforeAll(async () => {
    mail = await startMailServer();
    t = await createTestApp({ SMTP_URL: mail.url, MAIL_FROM: SENDER });
  });
  afterAll(async () => {
    await t.close();
    await mail.close();
  });

  const me = async (client: HttpClient) => (await client.get<PublicUser>(ApiPath.user)).body;
  const verify = (client: HttpClient, code: string) =>
    client.post<PublicUser>(AccountApiPath.emailVerify, { body: { code } });
  const askForCode = (client: HttpClient) => client.post(AccountApiPath.emailVerification);
  const wrongCode = (code: string) => (code === '000000' ? '111111' : '000000');

  it('mails a code at sign-up, and the code proves the address', async () => {
    const { client } = await signUp(t, 'nadia', { email: 'Nadia@Example.org' });
    expect(await me(client)).toMatchObject({ email: 'nadia@example.org', emailVerified: false, pendingEmail: null });
    const message = mail.lastTo('nadia@example.org');
    expect(message.from).toBe(SENDER);
    expect(message.subject).not.toMatch(/\d{6}/);

    const verified = await verify(client, mail.codeFor('nadia@example.org'));
    expect(verified).toMatchObject({ status: 200, body: { email: 'nadia@example.org', emailVerified: true } });
    expect(await me(client)).toMatchObject({ emailVerified: true });
    const again = await askForCode(client);
    expect(again).toMatchObject({ status: 400, body: { message: EmailVerificationMessages.alreadyVerified } });
  });

  it('refuses a wrong code, a malformed one and an expired one with a sentence naming code', async () => {
    const { client, username } = await signUp(t, 'omar', { email: 'omar@example.org' });
    const code = mail.codeFor('omar@example.org');
    const wrong = await verify(client, wrongCode(code));
    expect(wrong).toMatchObject({ status: 400, body: { field: 'code', message: EmailVerificationMessages.codeWrong } });
    const malformed = await verify(client, '12ab');
    expect(malformed).toMatchObject({ status: 400, body: { field: 'code' } });

    t.clock.advance(31 * MINUTE_MS);
    await signIn(client, username);
    const expired = await verify(client, code);
    expect(expired).toMatchObject({
      status: 400,
      body: { field: 'code', message: EmailVerificationMessages.codeExpired },
    });
    expect(await me(client)).toMatchObject({ emailVerified: false });

    expect((await askForCode(client)).status).toBe(204);
    expect((await verify(client, mail.codeFor('omar@example.org'))).body).toMatchObject({ emailVerified: true });
  });

  it(`needs a new code after ${EMAIL_CODE_MAX_WRONG} wrong ones, even for the right code`, async () => {
    const { client } = await signUp(t, 'priya', { email: 'priya@example.org' });
    const code = mail.codeFor('priya@example.org');
    for (let attempt = 0; attempt < EMAIL_CODE_MAX_WRONG; attempt++) {
      expect((await verify(client, wrongCode(code))).body).toMatchObject({ field: 'code' });
    }
    const usedUp = await verify(client, code);
    expect(usedUp).toMatchObject({
      status: 400,
      body: { field: 'code', message: EmailVerificationMessages.codeUsedUp },
    });

    expect((await askForCode(client)).status).toBe(204);
    const fresh = mail.codeFor('priya@example.org');
    expect((await verify(client, fresh)).body).toMatchObject({ emailVerified: true });
  });

  it(`sends at most ${EMAIL_CODE_SENDS_PER_HOUR} codes an hour, sign-up's included`, async () => {
    const { client, username } = await signUp(t, 'quinn', { email: 'quinn@example.org' });
    for (let send = 1; send < EMAIL_CODE_SENDS_PER_HOUR; send++) expect((await askForCode(client)).status).toBe(204);
    const sent = mail.messages.length;
    const limited = await askForCode(client);
    expect(limited).toMatchObject({ status: 429, body: { message: EmailVerificationMessages.tooManySends } });
    expect(mail.messages).toHaveLength(sent);
    t.clock.advance(61 * MINUTE_MS);
    await signIn(client, username);
    expect((await askForCode(client)).status).toBe(204);
  });

  it('replaces an unproven address freely and sends the code to the new one', async () => {
    const { client, password } = await signUp(t, 'rosa', { email: 'rosa.typo@example.org' });
    const oldCode = mail.codeFor('rosa.typo@example.org');
    const changed = await client.patch<PublicUser>(AccountApiPath.profile, {
      body: { email: 'rosa@example.org', currentPassword: password },
    });
    expect(changed.body).toMatchObject({ email: 'rosa@example.org', emailVerified: false, pendingEmail: null });
    expect((await verify(client, oldCode)).status).toBe(400);
    expect((await verify(client, mail.codeFor('rosa@example.org'))).body).toMatchObject({ emailVerified: true });
  });

  it('changes a proven address only with the new address’s code, and tells the old address', async () => {
    const { client, password } = await signUp(t, 'sam', { email: 'sam@example.org' });
    await verify(client, mail.codeFor('sam@example.org'));
    const asked = await client.patch<PublicUser>(AccountApiPath.profile, {
      body: { email: 'newsam@example.net', currentPassword: password },
    });
    expect(asked.body).toMatchObject({
      email: 'sam@example.org',
      emailVerified: true,
      pendingEmail: 'newsam@example.net',
    });
    expect(await me(client)).toMatchObject({ email: 'sam@example.org', emailVerified: true });

    const proven = await verify(client, mail.codeFor('newsam@example.net'));
    expect(proven.body).toMatchObject({ email: 'newsam@example.net', emailVerified: true, pendingEmail: null });
    const notice = mail.lastTo('sam@example.org');
    expect(notice.subject).toBe('Your Anchor e-mail address was changed');
    expect(notice.text).toContain('Your Anchor e-mail was changed to n***@example.net; if this was not you');
  });

  it('lets a provider invited at an address a patient only typed sign up, and keeps it theirs once proven', async () => {
    const { client: patient } = await signUp(t, 'tomas', { email: 'dr.ines@clinic.example' });
    const patientsCode = mail.codeFor('dr.ines@clinic.example');
    const invite = await t.app
      .get(InviteProviderUseCase)
      .execute({ email: 'dr.ines@clinic.example', name: 'Ines Ortega' });
    expect(mail.lastTo('dr.ines@clinic.example').text).toContain(invite.signUpUrl);

    const provider = new HttpClient(t.baseUrl);
    const signedUp = await provider.post<PublicUser>(ProviderApiPath.signUp, {
      body: { token: inviteToken(invite.signUpUrl), username: 'drines', password: passwordOf('drines') },
    });
    expect(signedUp).toMatchObject({ status: 201, body: { email: 'dr.ines@clinic.example', emailVerified: true } });

    const patientProof = await verify(patient, patientsCode);
    expect(patientProof).toMatchObject({ status: 409, body: { message: EmailVerificationMessages.provenElsewhere } });
    const register = await new HttpClient(t.baseUrl).post(ApiPath.register, {
      body: { username: 'late', password: passwordOf('late'), email: 'DR.INES@clinic.example' },
    });
    expect(register).toMatchObject({ status: 409, body: { message: 'Email already registered', field: 'email' } });
  });

  it('tells the person when the mail server refuses, and keeps the code they already have', async () => {
    const { client } = await signUp(t, 'uma', { email: 'uma@example.org' });
    const code = mail.codeFor('uma@example.org');
    mail.refuse(true);
    try {
      const refused = await askForCode(client);
      expect(refused).toMatchObject({ status: 503, body: { message: EmailVerificationMessages.sendFailed } });
    } finally {
      mail.refuse(false);
    }
    expect((await verify(client, code)).body).toMatchObject({ emailVerified: true });
  });
});
