/**
 * The sign-in page's params, as the e-mailed link writes them: the link's `code`, the hash of the
 * asking browser's login secret (`login`), where the customer was going (`next`, checked again
 * when used) and `stay=1` for "stay logged in"; and, after a sign-in that did not happen, why
 * (`failed`: the link was asked for in another browser, or the upstream failed).
 */
interface SignInSearch {
  code?: string
  login?: string
  next?: string
  stay?: 1
  failed?: SignInFailure
}

type SignInFailure = 'other-browser' | 'error'

export function signInSearch(search: Record<string, unknown>): SignInSearch {
  const { code, login, next, stay, failed } = search
  return {
    ...(typeof code === 'string' && /^[\w-]{16,200}$/.test(code) ? { code } : {}),
    ...(typeof login === 'string' && /^[\w-]{1,100}$/.test(login) ? { login } : {}),
    ...(typeof next === 'string' && next.length <= 2048 ? { next } : {}),
    ...(stay === 1 || stay === '1' ? { stay: 1 as const } : {}),
    ...(failed === 'other-browser' || failed === 'error' ? { failed } : {}),
  }
}

/** The params once the page has taken the link: code and login leave the address bar. */
export function withoutCode({ next, stay, failed }: SignInSearch): SignInSearch {
  return { ...(next === undefined ? {} : { next }), ...(stay === undefined ? {} : { stay }), ...(failed === undefined ? {} : { failed }) }
}
