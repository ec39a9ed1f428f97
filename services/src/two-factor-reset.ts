import 'reflect-metadata';
import { userInfo } from 'node:os';
import { parseArgs } from 'node:util';
import { SessionModule } from './modules/auth/session.module';
import { TwoFactorCoreModule } from './modules/two-factor/two-factor-core.module';
import { ResetTwoFactorUseCase } from './modules/two-factor/use-cases/reset-two-factor.use-case';
import { UsersCoreModule } from './modules/users/users-core.module';
import { adminContext } from './admin-context';
import { runCommand } from './run-command';

const USAGE = 'usage: npm run auth:reset-two-factor -- --username <name>';

/**
 * `npm run auth:reset-two-factor`: for a person who lost their authenticator and recovery codes. Removes both,
 * ends every session, and writes the audit record (security_audit_events and the security log) naming who ran it.
 */
async function main(): Promise<void> {
  const { values } = parseArgs({ options: { username: { type: 'string' } } });
  const username = values.username?.trim();
  if (!username) throw new Error(`--username is required\n${USAGE}`);
  const app = await adminContext({
    imports: [UsersCoreModule, SessionModule, TwoFactorCoreModule],
    providers: [ResetTwoFactorUseCase],
  });
  try {
    const actor = `admin command (${userInfo().username})`;
    await app.get(ResetTwoFactorUseCase).execute({ username, actor });
    console.log(
      `Two-step sign-in of ${username} was reset and its sessions ended; it is set up again at next sign-in.`,
    );
  } finally {
    await app.close();
  }
}

runCommand(main);
