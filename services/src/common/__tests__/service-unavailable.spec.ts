import { QueryFailedError, QueryRunnerAlreadyReleasedError } from 'typeorm';
import { isServiceUnavailable } from '../service-unavailable';

describe('isServiceUnavailable', () => {
  it('counts a transaction whose connection PostgreSQL dropped (TypeORM released its query runner) as a dependency down', () => {
    expect(isServiceUnavailable(new QueryRunnerAlreadyReleasedError())).toBe(true);
  });

  it('counts refused connections and PostgreSQL shutdown codes, not a bad query', () => {
    expect(
      isServiceUnavailable(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })),
    ).toBe(true);
    const shutdown = new QueryFailedError(
      'SELECT 1',
      [],
      Object.assign(new Error('terminating connection'), { code: '57P01' }),
    );
    expect(isServiceUnavailable(shutdown)).toBe(true);
    const syntax = new QueryFailedError('SELEC 1', [], Object.assign(new Error('syntax error'), { code: '42601' }));
    expect(isServiceUnavailable(syntax)).toBe(false);
  });
});
