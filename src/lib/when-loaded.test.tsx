import { render, screen } from '@testing-library/react';
import { Component, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { whenLoaded } from './when-loaded';

function Greeting({ name }: { name: string }) {
  return <p>Hello, {name}</p>;
}

class Boundary extends Component<{ children: ReactNode }, { error: string | null }> {
  state = { error: null as string | null };
  static getDerivedStateFromError(error: Error) {
    return { error: error.message };
  }
  render() {
    return this.state.error ? <p role="alert">{this.state.error}</p> : this.props.children;
  }
}

describe('whenLoaded', () => {
  it('shows the fallback until the code is there, then the component with its props', async () => {
    let resolve!: (m: { default: typeof Greeting }) => void;
    const Loaded = whenLoaded(
      () => new Promise<{ default: typeof Greeting }>((r) => (resolve = r)),
      <p>Loading</p>,
    );
    render(<Loaded name="Ann" />);
    expect(screen.getByText('Loading')).toBeInTheDocument();
    resolve({ default: Greeting });
    expect(await screen.findByText('Hello, Ann')).toBeInTheDocument();
    expect(screen.queryByText('Loading')).not.toBeInTheDocument();
  });

  it('renders at once, without its fallback, once preloaded; the code is loaded once', async () => {
    const load = vi.fn(async () => ({ default: Greeting }));
    const Loaded = whenLoaded(load, <p>Loading</p>);
    await Loaded.preload();
    render(<Loaded name="Bo" />);
    expect(screen.getByText('Hello, Bo')).toBeInTheDocument();
    expect(screen.queryByText('Loading')).not.toBeInTheDocument();
    await Loaded.preload();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('throws a failed load to the error boundary, and tries again on the next preload', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = vi
      .fn<() => Promise<{ default: typeof Greeting }>>()
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockResolvedValue({ default: Greeting });
    const Loaded = whenLoaded(load);
    render(
      <Boundary>
        <Loaded name="Cy" />
      </Boundary>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('chunk failed');
    await Loaded.preload();
    expect(load).toHaveBeenCalledTimes(2);
    vi.restoreAllMocks();
  });
});
