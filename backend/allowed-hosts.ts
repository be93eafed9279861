/**
 * The names the embedded backend answers to: its loopback addresses on its own port, and the
 * address it listens on when that is another one. A request naming any other host is refused
 * (421) before anything else, so a web page that points a name of its own at the backend
 * (DNS rebinding) reads nothing from it, the mailbox of sign-in links included.
 */
export function allowedHosts(port: number, listenHost: string): ReadonlySet<string> {
  const names = ['127.0.0.1', 'localhost', '[::1]']
  const listening = listenHost.includes(':') ? `[${listenHost}]` : listenHost
  // a wildcard address is no name a request can carry
  if (!['0.0.0.0', '[::]'].includes(listening)) names.push(listening)
  return new Set(names.map((name) => `${name.toLowerCase()}:${port}`))
}
