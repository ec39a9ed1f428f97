import { SetMetadata } from '@nestjs/common';
import type { UserRoleValue } from '@anchor/contracts';

export const ROLES_KEY = 'anchor:roles';

/** Restricts a route to the given roles (403 for any other signed-in user). */
export const Roles = (...roles: UserRoleValue[]) => SetMetadata(ROLES_KEY, roles);
