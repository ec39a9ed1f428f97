import { DynamicModule, Global, Module } from '@nestjs/common';
import { Clock, SystemClock } from './clock';
import { QueueErrorLogging } from './logging/redis-error-logging';

@Global()
@Module({})
export class CommonModule {
  /** Tests pass their own Clock to move time. */
  static forRoot(clock: Clock = new SystemClock()): DynamicModule {
    return {
      module: CommonModule,
      providers: [{ provide: Clock, useValue: clock }, QueueErrorLogging],
      exports: [Clock],
    };
  }
}
