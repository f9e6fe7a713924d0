import { Component, lazy, type ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { loadOnce } from './lazyRoute.tsx';

/** Fetched with every first screen (the route table preloads it), so it is there when a screen's chunk fails. */
export const loadRouteError = loadOnce(() => import('./RouteError.tsx'));
const RouteError = lazy(() => loadRouteError().then(({ RouteError }) => ({ default: RouteError })));

interface BoundaryProps {
  /** A new value (the next navigation) clears the error, so the next screen shows. */
  resetKey: string;
  children: ReactNode;
}

interface BoundaryState {
  hasError: boolean;
  error: unknown;
  resetKey: string;
}

class ErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { hasError: false, error: undefined, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { hasError: true, error };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    return props.resetKey === state.resetKey ? null : { hasError: false, error: undefined, resetKey: props.resetKey };
  }

  override render() {
    return this.state.hasError ? <RouteError error={this.state.error} /> : this.props.children;
  }
}

/** Around every screen, under the root layout, so a failed screen keeps the navbar and footer. */
export function ScreenBoundary() {
  const { key } = useLocation();
  return (
    <ErrorBoundary resetKey={key}>
      <Outlet />
    </ErrorBoundary>
  );
}
