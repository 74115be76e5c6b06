import { act, render, screen } from '@testing-library/react';
import { Component, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { chunk, chunkComponent, CHUNK_TIMEOUT_MS, CHUNK_TIMEOUT_TEXT } from './chunk';

function deferred<T>() {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

class Boundary extends Component<{ children: ReactNode }, { error: string | null }> {
  state = { error: null as string | null };
  static getDerivedStateFromError(e: Error) {
    return { error: e.message };
  }
  render() {
    return this.state.error ? <p role="alert">{this.state.error}</p> : this.props.children;
  }
}

const Hello = ({ name }: { name: string }) => <p>merhaba {name}</p>;

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('chunk', () => {
  it('fetches once for every caller and keeps the module once it arrived', async () => {
    const importer = vi.fn(() => Promise.resolve({ Hello }));
    const load = chunk(importer);
    expect(load.loaded()).toBeUndefined();
    const [a, b] = await Promise.all([load(), load()]);
    expect(a).toBe(b);
    expect(importer).toHaveBeenCalledTimes(1);
    expect(load.loaded()).toBe(a);
  });

  it('fails with the page text after the timeout, and tries again on the next call', async () => {
    vi.useFakeTimers();
    const importer = vi
      .fn<() => Promise<{ Hello: typeof Hello }>>()
      .mockReturnValueOnce(new Promise(() => undefined))
      .mockResolvedValueOnce({ Hello });
    const load = chunk(importer);
    const first = load();
    vi.advanceTimersByTime(CHUNK_TIMEOUT_MS);
    await expect(first).rejects.toThrow(CHUNK_TIMEOUT_TEXT);
    await expect(load()).resolves.toEqual({ Hello });
    expect(importer).toHaveBeenCalledTimes(2);
  });
});

describe('chunkComponent', () => {
  it('shows the fallback until the chunk arrives, then the component with its props', async () => {
    const arrival = deferred<{ Hello: typeof Hello }>();
    const Lazy = chunkComponent(
      chunk(() => arrival.promise),
      (m) => m.Hello,
      <p role="status">Yükleniyor</p>,
    );
    render(<Lazy name="Ayşe" />);
    expect(screen.getByRole('status')).toHaveTextContent('Yükleniyor');
    await act(async () => arrival.resolve({ Hello }));
    expect(screen.getByText('merhaba Ayşe')).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('renders at once, with no fallback, when the chunk was loaded before (a preload)', async () => {
    const load = chunk(() => Promise.resolve({ Hello }));
    await load();
    const Lazy = chunkComponent(load, (m) => m.Hello, <p role="status">Yükleniyor</p>);
    render(<Lazy name="Can" />);
    // In the first render: nothing waits for a promise.
    expect(screen.getByText('merhaba Can')).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('throws a chunk that fails to the nearest error boundary', async () => {
    const arrival = deferred<{ Hello: typeof Hello }>();
    const Lazy = chunkComponent(
      chunk(() => arrival.promise),
      (m) => m.Hello,
      null,
    );
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <Boundary>
        <Lazy name="x" />
      </Boundary>,
    );
    await act(async () => arrival.reject(new Error('Sayfa yüklenemedi.')));
    expect(screen.getByRole('alert')).toHaveTextContent('Sayfa yüklenemedi.');
  });
});
