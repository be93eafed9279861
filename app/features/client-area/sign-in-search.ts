/**
 * The sign-in page's params, as the e-mailed link writes them: the link's `code`, where the
 * customer was going (`next`, checked again when used) and `stay=1` for "stay logged in".
 */
export interface SignInSearch {
  code?: string
  next?: string
  stay?: 1
}

export function signInSearch(search: Record<string, unknown>): SignInSearch {
  const { code, next, stay } = search
  return {
    ...(typeof code === 'string' && /^[\w-]{16,200}$/.test(code) ? { code } : {}),
    ...(typeof next === 'string' && next.length <= 2048 ? { next } : {}),
    ...(stay === 1 || stay === '1' ? { stay: 1 as const } : {}),
  }
}

/** The params once the page has taken the code: the code leaves the address bar. */
export function withoutCode({ next, stay }: SignInSearch): SignInSearch {
  return { ...(next === undefined ? {} : { next }), ...(stay === undefined ? {} : { stay }) }
}
