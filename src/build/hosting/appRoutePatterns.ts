import { CATCH_ALL_ROUTE, ROUTE_NAMES, ROUTES } from '../../domain/routing/routeTable.ts';

/**
 * Every route of the app with a screen of its own, as the route table gives them: full
 * react-router paths (`:name` a parameter, `:name?` an optional one). The static host answers
 * exactly these with the app and everything else with the not-found page (status 404), where
 * the router's catch-all (`*`) shows the not-found screen. appRoutePatterns.test.ts checks that
 * the router built from the same table matches these and nothing else.
 */
export const appRoutePatterns: readonly string[] = ROUTE_NAMES.filter(
  (name) => name !== CATCH_ALL_ROUTE,
).map((name) => ROUTES[name].path);
