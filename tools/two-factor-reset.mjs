// `npm run auth:reset-two-factor -- --username drkim`: removes the account's authenticator and recovery codes,
// ends its sessions and records who did it; a provider enrols again at the next sign-in.
import { runAdminCommand } from './admin-command.mjs';

runAdminCommand('two-factor-reset');
