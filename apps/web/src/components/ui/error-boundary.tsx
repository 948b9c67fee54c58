import { Component, type ReactNode } from 'react';

/** Catches a render failure below it (a modal chunk that did not load, say) and renders `fallback` instead. */
type State = { error: unknown; hasError: boolean };

export class ErrorBoundary extends Component<
  { fallback: (error: unknown, reset: () => void) => ReactNode; children: ReactNode },
  State
> {
  override state: State = { error: null, hasError: false };

  static getDerivedStateFromError(error: unknown) {
    return { error, hasError: true };
  }

  reset = () => this.setState({ error: null, hasError: false });

  override render() {
    return this.state.hasError ? this.props.fallback(this.state.error, this.reset) : this.props.children;
  }
}
