import type { ReactNode } from 'react'
import type { Language } from '#config/languages.ts'
import { m } from '#app/paraglide/messages.js'
import { CircleAlert } from 'lucide'
import { Icon } from '#app/ui/icon.tsx'

/** An upstream failure in the visitor's language, with a retry that works. */
export function RetryNotice({ children, lang, onRetry }: { children: ReactNode; lang: Language; onRetry: () => void }) {
  return (
    <div className="notice" role="alert">
      <Icon icon={CircleAlert} className="notice-icon" />
      {children}
      <button type="button" className="button" onClick={onRetry}>
        {m.retry({}, { locale: lang })}
      </button>
    </div>
  )
}
