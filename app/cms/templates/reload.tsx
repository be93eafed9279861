import { useEffect } from 'react'
import type { MagnoliaComponentProps } from '@magnolia/react-editor'
import { BasicTemplate } from './basic.tsx'
import { hasHydrated } from '../../site/hydration.ts'

/**
 * The `search` and `main` templates of the old site only reload the window: reached by a link
 * inside the app, the page loads again from the server; a first load renders like a basic page.
 */
export default function ReloadTemplate(props: MagnoliaComponentProps) {
  useEffect(() => {
    if (hasHydrated()) window.location.reload()
  }, [])
  return <BasicTemplate {...props} />
}
