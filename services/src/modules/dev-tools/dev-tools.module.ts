import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { DevToolsController } from './dev-tools.controller';

@Module({ imports: [AuthModule], controllers: [DevToolsController] })
export class DevToolsModule {}
