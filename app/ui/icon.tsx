/**
 * An icon of Lucide (ADR 043): the `lucide` package's drawing of it (an `IconNode`, plain data that the
 * build leaves out unless a module imports it), drawn here as an SVG in the colour of the text beside
 * it. Icons are decorative: hidden from assistive technology, the text or the control's own name says
 * what it does. Usage: `import { Search } from 'lucide'` and `<Icon icon={Search} />`.
 */
import { createElement } from 'react'
import type { IconNode } from 'lucide'

export function Icon({ icon, className }: { icon: IconNode; className?: string }) {
  return (
    <svg
      className={className ? `icon ${className}` : 'icon'}
      viewBox="0 0 24 24"
      width="24"
      height="24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {icon.map(([tag, attributes], index) => createElement(tag, { key: index, ...attributes }))}
    </svg>
  )
}
