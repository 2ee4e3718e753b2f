import { describe, expect, it } from 'vitest';
import type { RouteObject } from 'react-router-dom';
import { ROUTE_MODULES } from './routeModules';
import { createRoutes } from './routes';
import { createTestSession } from './test/helpers';

/** Every path of the route tree, as a browser opens it ('/admin' + 'spaces' → '/admin/spaces'). */
function paths(routes: RouteObject[], parent = ''): string[] {
  return routes.flatMap((route) => {
    const path = route.path === undefined ? parent : route.path.startsWith('/') ? route.path : `${parent}/${route.path}`;
    const own = route.path !== undefined && !route.children ? [path] : [];
    return [...own, ...paths(route.children ?? [], path)];
  });
}

describe('ROUTE_MODULES', () => {
  it('names every route of routes.tsx (the 404 page excepted)', () => {
    const routes = paths(createRoutes(createTestSession().session)).filter((p) => !p.endsWith('*'));
    expect(Object.keys(ROUTE_MODULES).sort()).toEqual(routes.sort());
  });
});
