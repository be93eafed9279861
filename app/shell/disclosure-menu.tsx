/**
 * A menu of the header behind a button (WAI-ARIA disclosure navigation, ADR 015): the button has
 * `aria-expanded` and opens its list on click or Enter, Escape closes it and returns focus to the
 * button, focus leaving it closes it; nothing opens on hover. The main navigation's sections and the
 * folded quick links use it; `useClickAway` closes the open one on a click elsewhere.
 */
import { type FocusEvent, type KeyboardEvent, type ReactNode, type RefObject, useEffect, useId, useRef } from 'react'
import { ChevronDown } from 'lucide'
import { Icon } from '#app/ui/icon.tsx'

export function DisclosureMenu({
  label,
  current,
  open,
  onToggle,
  onClose,
  children,
}: {
  label: string
  /** The page shown is in this menu (the button is not the page, so `true`, not `page`). */
  current: boolean
  open: boolean
  onToggle: () => void
  onClose: () => void
  children: ReactNode
}) {
  const id = useId()
  const button = useRef<HTMLButtonElement>(null)
  const escape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return
    event.stopPropagation()
    onClose()
    button.current?.focus()
  }
  const leave = (event: FocusEvent<HTMLLIElement>) => {
    if (open && !(event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget))) onClose()
  }
  return (
    <li className="main-nav-section" onKeyDown={escape} onBlur={leave}>
      <button
        ref={button}
        type="button"
        className="main-nav-button"
        aria-expanded={open}
        aria-controls={id}
        aria-current={current ? 'true' : undefined}
        onClick={onToggle}
      >
        {label}
        <Icon icon={ChevronDown} className="main-nav-chevron" />
      </button>
      <ul id={id} className="main-nav-menu" hidden={!open}>
        {children}
      </ul>
    </li>
  )
}

/** Calls `onAway` on a pointer press outside `root` while `active`. */
export function useClickAway(root: RefObject<HTMLElement | null>, active: boolean, onAway: () => void): void {
  useEffect(() => {
    if (!active) return
    const away = (event: PointerEvent) => {
      if (!(event.target instanceof Node && root.current?.contains(event.target))) onAway()
    }
    document.addEventListener('pointerdown', away)
    return () => document.removeEventListener('pointerdown', away)
  }, [root, active, onAway])
}
