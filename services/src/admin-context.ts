import 'reflect-metadata';
import { Module, type DynamicModule, type INestApplicationContext, type Provider, type Type } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { CommonModule } from './common/common.module';
import { ConfigModule, loadConfig } from './config';
import { DatabaseModule } from './database/database.module';

export interface AdminContextParts {
  imports: Array<Type | DynamicModule>;
  providers: Provider[];
}

/**
 * The application context an admin command runs in (provider:invite, auth:reset-two-factor, the restore's reminder
 * rebuild): the configuration, the common providers and the database, plus the modules and use-cases it needs.
 * Only errors are logged: the command prints its own sentences.
 */
export function adminContext({ imports, providers }: AdminContextParts): Promise<INestApplicationContext> {
  const config = loadConfig();

  @Module({
    imports: [ConfigModule.forRoot(config), CommonModule.forRoot(), DatabaseModule, ...imports],
    providers,
  })
  class AdminCommandModule {}

  return NestFactory.createApplicationContext(AdminCommandModule, { logger: ['error'] });
}
