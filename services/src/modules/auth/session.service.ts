import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { FastifyRequest } from 'fastify';
import { EntityManager, IsNull, LessThan, Not, Repository } from 'typeorm';
import { Clock } from '../../common/clock';
import { type AppConfig, APP_CONFIG } from '../../config';
import { UserEntity } from '../users/entities/user.entity';
import { type SessionAssurance, SessionEntity } from './entities/session.entity';
import { SessionLookup } from './auth.queries';
import { hashSessionToken, newSessionToken, presentedTokens } from './session-token';

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;
/** A session waiting for its second factor lives this long: enough to open the app and type a code. */
const PENDING_SECOND_FACTOR_MINUTES = 10;
/** lastSeenAt is refreshed at most this often, to avoid a write on every request. */
const LAST_SEEN_RESOLUTION_MS = MINUTE_MS;

export interface ValidSession {
  session: SessionEntity;
  user: UserEntity;
}

@Injectable()
export class SessionService {
  private readonly lookup: SessionLookup;

  constructor(
    @InjectRepository(SessionEntity) private readonly sessions: Repository<SessionEntity>,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {
    this.lookup = new SessionLookup(sessions.manager.connection);
  }

  /**
   * Starts a session and returns its token (shown to the client once, never stored). `assurance` is what the
   * sign-in proved; one waiting for its second factor ends within minutes.
   */
  async create(
    userId: number,
    userAgent: string | undefined,
    assurance: SessionAssurance = 'password',
    manager?: EntityManager,
  ): Promise<string> {
    const token = newSessionToken();
    const now = this.clock.now();
    const repository = manager ? manager.getRepository(SessionEntity) : this.sessions;
    const lifetimeMinutes =
      assurance === 'pending_second_factor' ? PENDING_SECOND_FACTOR_MINUTES : this.config.session.absoluteHours * 60;
    await repository.insert({
      userId,
      tokenHash: hashSessionToken(token),
      createdAt: now,
      lastSeenAt: now,
      expiresAt: new Date(now.getTime() + lifetimeMinutes * MINUTE_MS),
      revokedAt: null,
      assurance,
      userAgent: userAgent ? userAgent.slice(0, 200) : null,
    });
    return token;
  }

  /** The session and its user when the token is live; null when unknown, revoked, expired or idle too long. */
  async validate(token: string): Promise<ValidSession | null> {
    const found = await this.lookup.byTokenHash(hashSessionToken(token));
    if (!found || found.session.revokedAt) return null;
    const { session, user } = found;
    const now = this.clock.now().getTime();
    const { idleMinutes, providerIdleMinutes } = this.config.session;
    const idleLimit = (user.role === 'provider' ? providerIdleMinutes : idleMinutes) * MINUTE_MS;
    if (now >= session.expiresAt.getTime() || now - session.lastSeenAt.getTime() >= idleLimit) return null;
    if (now - session.lastSeenAt.getTime() >= LAST_SEEN_RESOLUTION_MS) {
      session.lastSeenAt = new Date(now);
      await this.sessions.update({ id: session.id }, { lastSeenAt: session.lastSeenAt });
    }
    return { session, user };
  }

  /** The first live session among the tokens the request presents (Bearer, then the cookie); null when none is. */
  async ofRequest(request: FastifyRequest): Promise<ValidSession | null> {
    for (const token of presentedTokens(request)) {
      const valid = await this.validate(token);
      if (valid) return valid;
    }
    return null;
  }

  async revoke(token: string): Promise<void> {
    await this.sessions.update(
      { tokenHash: hashSessionToken(token), revokedAt: IsNull() },
      {
        revokedAt: this.clock.now(),
      },
    );
  }

  /** Ends one session by id (the one a second factor just replaced with a stronger one). */
  async revokeById(sessionId: string): Promise<void> {
    await this.sessions.update({ id: sessionId, revokedAt: IsNull() }, { revokedAt: this.clock.now() });
  }

  /** Revokes every live session of the user but `keepSessionId` (a password change signs out other devices). */
  async revokeOthers(userId: number, keepSessionId: string | null, manager?: EntityManager): Promise<void> {
    const repository = manager ? manager.getRepository(SessionEntity) : this.sessions;
    await repository.update(
      { userId, revokedAt: IsNull(), ...(keepSessionId ? { id: Not(keepSessionId) } : {}) },
      { revokedAt: this.clock.now() },
    );
  }

  /** Deletes sessions past their absolute expiry and those revoked more than a day ago. Returns how many. */
  async purgeExpired(): Promise<number> {
    const now = this.clock.now();
    const expired = await this.sessions.delete({ expiresAt: LessThan(now) });
    const revoked = await this.sessions.delete({ revokedAt: LessThan(new Date(now.getTime() - DAY_MS)) });
    return (expired.affected ?? 0) + (revoked.affected ?? 0);
  }
}
