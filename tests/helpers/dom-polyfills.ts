// jsdom lacks ResizeObserver, which Radix's Checkbox measures itself with; layout does not matter in these tests.
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver
