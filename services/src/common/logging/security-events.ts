import { Logger } from '@nestjs/common';

/**
 * Security-relevant events (OWASP ASVS V16), one JSON line each with `security: true` and the request id:
 * sign-ups, sign-ins and their failures, lockouts, sign-outs, password checks and changes, account deletion,
 * refused access (401, 403 including role and CSRF refusals, 404 on routes with ids, 429), and refused push
 * endpoints or subscriptions. Fields are ids, addresses and routes: never a password, token, name or health datum.
 */
export type SecurityEventName =
  | 'auth.register'
  | 'auth.login'
  | 'auth.login_failed'
  | 'auth.second_factor'
  | 'auth.second_factor_failed'
  | 'two_factor.enabled'
  | 'two_factor.disabled'
  | 'two_factor.recovery_codes_replaced'
  | 'two_factor.reset_by_admin'
  | 'auth.logout'
  | 'account.password_changed'
  | 'account.password_check_failed'
  | 'account.deleted'
  | 'access.denied'
  | 'access.csrf_refused'
  | 'push.endpoint_refused'
  | 'push.subscription_taken';

export interface SecurityEventFields {
  userId?: number;
  ip?: string;
  method?: string;
  route?: string;
  status?: number;
  reason?: string;
  /** Who made a change to an account's sign-in: `self`, or the administrator running a command. */
  actor?: string;
}

const logger = new Logger('Security');

const FAILURES = new Set<SecurityEventName>([
  'auth.login_failed',
  'auth.second_factor_failed',
  'account.password_check_failed',
  'access.denied',
  'access.csrf_refused',
  'push.endpoint_refused',
  'push.subscription_taken',
]);

export function securityEvent(event: SecurityEventName, fields: SecurityEventFields = {}): void {
  const line = { security: true, event, ...fields };
  if (FAILURES.has(event)) logger.warn(line);
  else logger.log(line);
}
