// `npm run provider:invite -- --email a@b.org --name "Dr Ada Byron"`: prints a one-time sign-up link
// for a provider account.
import { runAdminCommand } from './admin-command.mjs';

runAdminCommand('provider-invite');
