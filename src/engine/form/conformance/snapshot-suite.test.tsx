import { beforeAll, describe, expect, test, vi } from 'vitest';
import { DefterThemeForm } from './DefterThemeForm';

// RJSF's own conformance suite (`@rjsf/snapshot-tests`: formTests, arrayTests, objectTests — 136 cases) against the
// Defter theme, as every RJSF theme runs it: each case renders without throwing and matches its snapshot
// (`__snapshots__/snapshot-suite.test.tsx.snap`; `npx vitest run --project web -u <this file>` after a deliberate
// change of the theme's markup). The suites are written for jest's globals: they are handed vitest's.
Object.assign(globalThis, { describe, test, expect, vi, beforeAll });
const { formTests, arrayTests, objectTests } = await import('@rjsf/snapshot-tests');

formTests(DefterThemeForm);
arrayTests(DefterThemeForm);
objectTests(DefterThemeForm);
