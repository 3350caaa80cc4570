// A screen that fails to load or render shows what happened and a way out, never a blank page. The common
// case is a lazy chunk that cannot be fetched (a new release replaced it, or the network dropped): only a
// reload helps, so that is what the button does.
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { CircleAlert, RotateCw } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';

interface Props {
  children: ReactNode;
  /** What the button does; a full page reload unless a test says otherwise. */
  onReload?: () => void;
}

export class ScreenErrorBoundary extends Component<Props, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('A screen failed to load:', error, info.componentStack);
  }

  render() {
    if (!this.state.failed) return this.props.children;
    const reload = this.props.onReload ?? (() => window.location.reload());
    return (
      <div className="flex min-h-[50vh] items-center justify-center p-6">
        <Alert variant="destructive" className="max-w-md" role="alert">
          <CircleAlert className="size-4" aria-hidden="true" />
          <AlertTitle>This page could not be loaded</AlertTitle>
          <AlertDescription className="flex flex-col items-start gap-3">
            <p>
              The connection may have dropped, or a new version of AnswerSheet was published. Reload to try
              again.
            </p>
            <Button variant="outline" size="sm" onClick={reload}>
              <RotateCw aria-hidden="true" />
              Reload
            </Button>
          </AlertDescription>
        </Alert>
      </div>
    );
  }
}
