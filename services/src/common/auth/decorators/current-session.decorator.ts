import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import type { AuthenticatedRequest } from '../authenticated-request';

/** Id of the session that authenticated this request (kept when the user signs out other sessions). */
export const CurrentSessionId = createParamDecorator(
  (_data: unknown, context: ExecutionContext): string | null =>
    context.switchToHttp().getRequest<AuthenticatedRequest>().authSession?.id ?? null,
);
