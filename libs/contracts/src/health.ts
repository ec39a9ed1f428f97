export interface HealthStatus {
  status: 'ok';
}

export interface ReadinessStatus {
  status: 'ok' | 'unavailable';
  checks: Record<'database' | 'redis', 'up' | 'down'>;
  /** Names what is down, e.g. "database is down". */
  message?: string;
}
