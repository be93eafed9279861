import { ArrowDown, ArrowUp } from 'lucide'
import { Icon } from '#app/ui/icon.tsx'

/** The arrow beside a table's sorted column heading (its `aria-sort` says the order to assistive technology). */
export function SortIndicator({ order }: { order: 'asc' | 'desc' | null }) {
  if (order === null) return null
  return <Icon icon={order === 'asc' ? ArrowUp : ArrowDown} />
}
