import { Component, type ComponentType, type LazyExoticComponent, type ReactNode, Suspense } from 'react'
import type { MagnoliaComponentProps } from '@magnolia/react-editor'
import type { PreloadableComponent } from '#app/ui/preloadable.tsx'

interface BoundaryProps {
  name: string
  children: ReactNode
}

class ComponentErrorBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false }

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true }
  }

  override componentDidCatch(error: Error): void {
    console.warn(`Component ${this.props.name} failed to render and is hidden:`, error.message)
  }

  override render(): ReactNode {
    return this.state.failed ? null : this.props.children
  }
}

/** A content component that renders nothing when it throws; `preload` loads its code ahead. */
type IsolatedComponent = ComponentType<MagnoliaComponentProps> & { preload?: () => Promise<void> }

/**
 * Wraps a content component so that when it throws it renders nothing and the rest of the page
 * stays: on the server the Suspense boundary takes the error (the browser renders it again), in
 * the browser the error boundary hides it.
 */
export function isolate(
  Inner: ComponentType<MagnoliaComponentProps> | LazyExoticComponent<ComponentType<MagnoliaComponentProps>> | PreloadableComponent<MagnoliaComponentProps>,
  name = ('name' in Inner && typeof Inner.name === 'string' ? Inner.name : undefined) ?? 'Component',
): IsolatedComponent {
  function Isolated(props: MagnoliaComponentProps) {
    return (
      <ComponentErrorBoundary name={name}>
        <Suspense fallback={null}>
          <Inner {...props} />
        </Suspense>
      </ComponentErrorBoundary>
    )
  }
  Isolated.displayName = `Isolated(${name})`
  // a part whose code loads on demand can still be loaded before the page renders
  if ('preload' in Inner) Isolated.preload = Inner.preload
  return Isolated
}
