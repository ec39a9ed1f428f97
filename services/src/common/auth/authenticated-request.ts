import type { FastifyRequest } from 'fastify';
import type { UserEntity } from '../../modules/users/entities/user.entity';
import type { SessionEntity } from '../../modules/auth/entities/session.entity';

/** A request the session guard let through: its user and the session that authenticated it. */
export type AuthenticatedRequest = FastifyRequest & { user: UserEntity; authSession?: SessionEntity };
