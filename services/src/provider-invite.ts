import 'reflect-metadata';
import { parseArgs } from 'node:util';
import { TypeOrmModule } from '@nestjs/typeorm';
import { providerInviteSchema } from '@anchor/contracts';
import { MailModule } from './modules/mail/mail.module';
import { ProviderInviteEntity } from './modules/provider-portal/entities/provider-invite.entity';
import { InviteProviderUseCase } from './modules/provider-portal/use-cases/invite-provider.use-case';
import { adminContext } from './admin-context';
import { runCommand } from './run-command';

const USAGE = 'usage: npm run provider:invite -- --email <address> --name "<full name>"';

/** `npm run provider:invite`: an admin's one-time sign-up link for a provider, printed once and mailed to them. */
async function main(): Promise<void> {
  const { values } = parseArgs({ options: { email: { type: 'string' }, name: { type: 'string' } } });
  const parsed = providerInviteSchema.safeParse(values);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `--${issue.path.join('.')} ${issue.message}`);
    throw new Error(`${problems.join('; ')}\n${USAGE}`);
  }
  const app = await adminContext({
    imports: [MailModule, TypeOrmModule.forFeature([ProviderInviteEntity])],
    providers: [InviteProviderUseCase],
  });
  try {
    const invite = await app.get(InviteProviderUseCase).execute(parsed.data);
    console.log(`Sign-up link for ${parsed.data.name} <${parsed.data.email}> (one use, expires ${invite.expiresAt}):`);
    console.log(invite.signUpUrl);
    console.log(
      invite.mailed
        ? `The link was also e-mailed to ${parsed.data.email}.`
        : `The link could not be e-mailed to ${parsed.data.email}: pass it on yourself.`,
    );
  } finally {
    await app.close();
  }
}

runCommand(main);
