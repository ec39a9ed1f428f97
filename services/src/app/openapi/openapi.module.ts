import { Module } from '@nestjs/common';
import { OpenApiController } from './openapi.controller';

/** `GET /api/docs`; AppModule leaves it out of production builds' module graph. */
@Module({ controllers: [OpenApiController] })
export class OpenApiModule {}
