import { SetMetadata } from '@nestjs/common';

export const IS_PUBLIC_KEY = 'anchor:isPublic';

/** Opens a route to callers without a session; every other route needs one. */
export const Public = () => SetMetadata(IS_PUBLIC_KEY, true);
