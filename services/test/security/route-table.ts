import { RequestMethod } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA, ROUTE_ARGS_METADATA } from '@nestjs/common/constants';
import { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum';
import { DiscoveryService, MetadataScanner, ModulesContainer } from '@nestjs/core';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { z } from 'zod';
import { ROLES_KEY } from '../../src/modules/auth/decorators/roles.decorator';

/** One route of the running api, as Nest registered it, with the zod schemas its pipes validate with. */
export interface ApiRoute {
  method: string;
  /** Full path with the global prefix, `:id` style parameters. */
  path: string;
  roles: string[];
  body?: z.ZodType;
  query?: z.ZodType;
}

/** Paths Nest serves without the /api prefix. */
const UNPREFIXED = new Set(['/remotes.json']);

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export function isStateChanging(route: ApiRoute): boolean {
  return STATE_CHANGING.has(route.method);
}

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

interface ParamMetadata {
  index: number;
  pipes?: unknown[];
}

/** Body and query schemas: any pipe on the handler's @Body/@Query that carries a zod schema. */
function schemasOf(controller: object, handlerName: string): Pick<ApiRoute, 'body' | 'query'> {
  const args: Record<string, ParamMetadata> =
    Reflect.getMetadata(ROUTE_ARGS_METADATA, controller.constructor, handlerName) ?? {};
  const found: Pick<ApiRoute, 'body' | 'query'> = {};
  for (const [key, param] of Object.entries(args)) {
    const type = Number(key.split(':')[0]);
    const schema = (param.pipes ?? [])
      .map((pipe) => (pipe as { schema?: unknown }).schema)
      .find((candidate): candidate is z.ZodType => typeof (candidate as z.ZodType)?.safeParse === 'function');
    if (!schema) continue;
    if (type === RouteParamtypes.BODY) found.body = schema;
    if (type === RouteParamtypes.QUERY) found.query = schema;
  }
  return found;
}

function routesOfController(instance: object, scanner: MetadataScanner): ApiRoute[] {
  const prototype = Object.getPrototypeOf(instance);
  const base = asList(Reflect.getMetadata(PATH_METADATA, instance.constructor));
  const classRoles: string[] = Reflect.getMetadata(ROLES_KEY, instance.constructor) ?? [];
  return scanner.getAllMethodNames(prototype).flatMap((name) => {
    const handler = prototype[name];
    const methodPath = Reflect.getMetadata(PATH_METADATA, handler);
    if (methodPath === undefined) return [];
    const method = RequestMethod[Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod];
    const roles: string[] = Reflect.getMetadata(ROLES_KEY, handler) ?? classRoles;
    return base.flatMap((prefix) =>
      asList(methodPath).map((path) => ({ method, path: joinPath(prefix, path), roles, ...schemasOf(instance, name) })),
    );
  });
}

/** Every route of the app, read from Nest's controllers at run time: routes added later are included. */
export function apiRoutes(app: NestFastifyApplication): ApiRoute[] {
  const discovery = new DiscoveryService(app.get(ModulesContainer));
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

/** The path with every parameter filled. */
export function fillParams(path: string, value: string | number): string {
  return path.replace(/:[A-Za-z]+/g, encodeURIComponent(String(value)));
}
