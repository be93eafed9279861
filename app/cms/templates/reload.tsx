import { useEffect } from 'react'
import type { MagnoliaComponentProps } from '@magnolia/react-editor'
import { BasicTemplate } from './basic.tsx'
import { reachedInsideApp } from '#app/site/hydration.ts'

/**
 * The `search` and `main` templates of the old site only reload the window: reached by a link
 * inside the app, the page loads again from the server; a first load renders like a basic page.
 */
export default function ReloadTemplate(props: MagnoliaComponentProps) {
  useEffect(() => {
    // the page that was loaded from the server never reloads, so there is no loop
    if (reachedInsideApp(window.location.href)) window.location.reload()
  }, [])
  return <BasicTemplate {...props} />
}
