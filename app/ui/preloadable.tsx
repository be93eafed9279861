import { type ComponentType, type JSX, lazy } from 'react'

/** A component whose code loads on demand, and can be loaded before it renders. */
export interface PreloadableComponent<P extends object> {
  (props: P): JSX.Element
  /** Loads the code; once it is there, the component renders at once instead of suspending. */
  preload: () => Promise<void>
  displayName?: string
}

/**
 * `React.lazy` that can be loaded ahead. A lazy component suspends on its first render even when
 * its code has already arrived, and on the server a suspended part is streamed behind a script
 * that reveals it, so a visitor without JavaScript (or a crawler) would not see it. Page loaders
 * preload the parts the page renders; a part nobody preloaded still renders through `lazy`.
 */
export function preloadable<P extends object>(load: () => Promise<ComponentType<P>>, name: string): PreloadableComponent<P> {
  let loaded: ComponentType<P> | undefined
  let loading: Promise<ComponentType<P>> | undefined
  const loadOnce = (): Promise<ComponentType<P>> =>
    (loading ??= load().then((component) => {
      loaded = component
      return component
    }))
  const Lazy = lazy(async () => ({ default: await loadOnce() }))
  function Preloadable(props: P): JSX.Element {
    const Loaded = loaded
    return Loaded ? <Loaded {...props} /> : <Lazy {...props} />
  }
  Preloadable.displayName = name
  Preloadable.preload = async (): Promise<void> => {
    await loadOnce()
  }
  return Preloadable
}
