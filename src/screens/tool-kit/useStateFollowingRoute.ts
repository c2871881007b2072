import { useState } from 'react';

/**
 * State that belongs to the address, such as what a tool's search box says. When the route's
 * parameters change (Back, Forward, a link, the visitor's own search) the state is made afresh
 * from them, unless it already stands for them: the visitor's own words for what they searched
 * (a whole link for the id in the address) stay as typed. While the address stays, the state is
 * the visitor's.
 *
 * @param routeKey the route's parameters as `paramsKey` gives them
 * @param fromRoute the state the route's parameters give
 * @param keyOf the `routeKey` of the address this state would go to (null: none)
 */
export function useStateFollowingRoute<S>(
  routeKey: string,
  fromRoute: () => S,
  keyOf: (state: S) => string | null,
) {
  const [held, setHeld] = useState(() => ({ routeKey, state: fromRoute() }));
  let current = held;
  // Adjusted while rendering (React's pattern for state that follows a prop), so the screen never
  // draws the old text beside the new address.
  if (held.routeKey !== routeKey) {
    current = { routeKey, state: keyOf(held.state) === routeKey ? held.state : fromRoute() };
    setHeld(current);
  }
  const update = (change: (state: S) => S) => {
    setHeld((latest) => ({ ...latest, state: change(latest.state) }));
  };
  return [current.state, update] as const;
}
