import { type INestApplicationContext, RequestMethod } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { DiscoveryService, MetadataScanner, ModulesContainer } from '@nestjs/core';
import type { z } from 'zod';
import {
  ZOD_REQUEST_METADATA,
  ZOD_RESPONSE_METADATA,
  type ZodRequestSchemas,
} from '../../common/zod-request.decorators';
import { IS_PUBLIC_KEY } from '../../common/auth/decorators/public.decorator';
import { ROLES_KEY } from '../../common/auth/decorators/roles.decorator';

/** One route of the running api, as Nest registered it, with the zod schemas that validate its input. */
export interface ApiRoute {
  method: string;
  /** Full path with the global prefix, `:id` style parameters. */
  path: string;
  /** The controller class (without `Controller`) and the handler method. */
  controller: string;
  handler: string;
  /** Open to callers without a session (`@Public()`). */
  isPublic: boolean;
  /** Signed-in roles allowed (`@Roles(...)`); empty for any signed-in user. */
  roles: string[];
  body?: z.ZodType;
  query?: z.ZodType;
  params?: z.ZodType;
  /** The success body (`@ZodResponse`), when the handler declares one. */
  response?: z.ZodType;
}

/** Paths Nest serves without the /api prefix. */
const UNPREFIXED = new Set(['/remotes.json']);

function joinPath(...parts: string[]): string {
  const joined = `/${parts
    .map((part) => part.replace(/^\/+|\/+$/g, ''))
    .filter(Boolean)
    .join('/')}`;
  return UNPREFIXED.has(joined) ? joined : `/api${joined === '/' ? '' : joined}`;
}

function asList(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(String);
  return [value === undefined ? '' : String(value)];
}

/** The schemas `@ZodBody/@ZodQuery/@ZodParams` recorded on the handler (lint allows no other validation style). */
function schemasOf(handler: object): ZodRequestSchemas {
  return { ...(Reflect.getMetadata(ZOD_REQUEST_METADATA, handler) ?? {}) };
}

function routesOfController(instance: object, scanner: MetadataScanner): ApiRoute[] {
  const prototype = Object.getPrototypeOf(instance);
  const controller = instance.constructor.name.replace(/Controller$/, '');
  const base = asList(Reflect.getMetadata(PATH_METADATA, instance.constructor));
  const classRoles: string[] = Reflect.getMetadata(ROLES_KEY, instance.constructor) ?? [];
  const classPublic = Reflect.getMetadata(IS_PUBLIC_KEY, instance.constructor) === true;
  return scanner.getAllMethodNames(prototype).flatMap((handlerName) => {
    const handler = prototype[handlerName];
    const methodPath = Reflect.getMetadata(PATH_METADATA, handler);
    if (methodPath === undefined) return [];
    const method = RequestMethod[Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod];
    const roles: string[] = Reflect.getMetadata(ROLES_KEY, handler) ?? classRoles;
    const isPublic = (Reflect.getMetadata(IS_PUBLIC_KEY, handler) ?? classPublic) === true;
    const schemas = schemasOf(handler);
    const response: z.ZodType | undefined = Reflect.getMetadata(ZOD_RESPONSE_METADATA, handler);
    return base.flatMap((prefix) =>
      asList(methodPath).map((path) => ({
        method,
        path: joinPath(prefix, path),
        controller,
        handler: handlerName,
        isPublic,
        roles,
        ...schemas,
        ...(response ? { response } : {}),
      })),
    );
  });
}

/** Every route of the app, read from Nest's controllers at run time: routes added later are included. */
export function apiRoutes(app: INestApplicationContext): ApiRoute[] {
  return routesOfModules(app.get(ModulesContainer));
}

export function routesOfModules(modules: ModulesContainer): ApiRoute[] {
  const discovery = new DiscoveryService(modules);
  const scanner = new MetadataScanner();
  const seen = new Set<string>();
  return discovery
    .getControllers()
    .filter((wrapper) => wrapper.instance)
    .flatMap((wrapper) => routesOfController(wrapper.instance as object, scanner))
    .filter((route) => {
      const key = `${route.method} ${route.path}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .sort((a, b) => `${a.path} ${a.method}`.localeCompare(`${b.path} ${b.method}`));
}
