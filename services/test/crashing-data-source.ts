import type { DataSource } from 'typeorm';

/** A DataSource whose `query` dies on the statement matching `crashOn`, like a worker killed at that point. */
export function crashingDataSource(dataSource: DataSource, crashOn: RegExp): DataSource {
  return new Proxy(dataSource, {
    get(target, property, receiver) {
      if (property !== 'query') return Reflect.get(target, property, receiver);
      return (sql: string, parameters?: unknown[]) => {
        if (crashOn.test(sql)) return Promise.reject(new Error('worker killed'));
        return target.query(sql, parameters);
      };
    },
  });
}
