import { Controller, Get, Header } from '@nestjs/common';
import { ModulesContainer } from '@nestjs/core';
import { apiRoute } from '../../common/api-route';
import { Public } from '../../common/auth/decorators/public.decorator';
import { routesOfModules } from './api-routes';
import { buildOpenApiDocument, OPENAPI_PATH } from './openapi-document';

/** The api's OpenAPI 3.1 document, for feature teams and the portal (registered outside production only). */
@Public()
@Controller()
export class OpenApiController {
  private document?: ReturnType<typeof buildOpenApiDocument>;

  constructor(private readonly modules: ModulesContainer) {}

  @Get(apiRoute(OPENAPI_PATH))
  @Header('Cache-Control', 'no-store')
  openApiDocument() {
    // Built on the first request, when every module's controllers exist; routes do not change after start.
    this.document ??= buildOpenApiDocument(routesOfModules(this.modules));
    return this.document;
  }
}
