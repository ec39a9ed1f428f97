import { InitialSchema1767225600000 } from './1767225600000-initial-schema';

/** Every migration, in order. Bundled builds cannot glob for files, so they are listed here. */
export const migrations = [InitialSchema1767225600000];
