import { serverEnv } from './env.server.ts'

/** The CSP `frame-ancestors` sources: this site, and the editor host when one is configured. */
export function frameAncestors(): string {
  const editor = serverEnv().EDITOR_ORIGIN
  return editor ? `'self' ${new URL(editor).origin}` : "'self'"
}
