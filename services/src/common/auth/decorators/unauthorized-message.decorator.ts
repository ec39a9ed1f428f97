import { SetMetadata } from '@nestjs/common';

export const UNAUTHORIZED_MESSAGE_KEY = 'anchor:unauthorizedMessage';

/** The sentence a signed-out caller of these routes reads instead of the default 'Not signed in'. */
export const UnauthorizedMessage = (message: string) => SetMetadata(UNAUTHORIZED_MESSAGE_KEY, message);
