import type { ExecutionContext } from '@nestjs/common';
import type { Reflector } from '@nestjs/core';

/**
 * One decorator value of a route (handler first, then its controller), read once per handler and controller:
 * route metadata never changes while the app runs, and the guards ask for it on every request.
 */
export class RouteMetadata<T> {
  private readonly values = new WeakMap<object, WeakMap<object, T | undefined>>();

  constructor(
    private readonly reflector: Reflector,
    private readonly key: string,
  ) {}

  of(context: ExecutionContext): T | undefined {
    const handler = context.getHandler();
    const controller = context.getClass();
    let byController = this.values.get(handler);
    if (!byController) {
      byController = new WeakMap();
      this.values.set(handler, byController);
    }
    if (byController.has(controller)) return byController.get(controller);
    const value = this.reflector.getAllAndOverride<T | undefined>(this.key, [handler, controller]);
    byController.set(controller, value);
    return value;
  }
}
