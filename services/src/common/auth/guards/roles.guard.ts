import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { UserRoleValue } from '@anchor/contracts';
import { ApiException } from '../../api-error';
import { ROLES_KEY } from '../decorators/roles.decorator';
import type { AuthenticatedRequest } from '../authenticated-request';
import { RouteMetadata } from './route-metadata';

/** Runs after SessionAuthGuard; only routes marked @Roles(...) are restricted. */
@Injectable()
export class RolesGuard implements CanActivate {
  private readonly roles: RouteMetadata<UserRoleValue[]>;

  constructor(reflector: Reflector) {
    this.roles = new RouteMetadata(reflector, ROLES_KEY);
  }

  canActivate(context: ExecutionContext): boolean {
    const roles = this.roles.of(context);
    if (!roles || roles.length === 0) return true;
    const user = context.switchToHttp().getRequest<AuthenticatedRequest>().user;
    if (user && roles.includes(user.role)) return true;
    throw new ApiException(403, 'You do not have access to this page');
  }
}
