/**
 * Where the process is (set by the server's start, server/start.ts): `starting` while it waits for the start lock,
 * migrates and seeds; `ready` while it serves; `stopping` from SIGTERM / Ctrl+C on.
 */
export interface Readiness {
  state: 'starting' | 'ready' | 'stopping';
}
