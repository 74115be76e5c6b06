import type { FormProps } from '@rjsf/core';
import { cleanup } from '@testing-library/react';
import { createElement, type ComponentType } from 'react';
import { vi } from 'vitest';

/** One case of RJSF's conformance suite: its name and the props it renders the form with. */
export interface ConformanceCase {
  suite: 'formTests' | 'arrayTests' | 'objectTests';
  name: string;
  props: FormProps;
}

type Suite = (Form: ComponentType<FormProps>) => void;
type Globals = Record<'describe' | 'test' | 'it' | 'expect' | 'vi' | 'beforeAll', unknown>;

/**
 * The cases of `@rjsf/snapshot-tests` (formTests, arrayTests, objectTests), read by running the suites with a
 * form that only records its props: the comparison test then renders each case with RJSF's core theme and with
 * Defter's. The suites call jest-style globals (`describe`, `test`, `expect(…).toMatchSnapshot()`, `vi.mock`);
 * they are stood in for while the cases are read and put back afterwards.
 */
export async function conformanceCases(): Promise<ConformanceCase[]> {
  const g = globalThis as unknown as Partial<Globals>;
  const names = ['describe', 'test', 'it', 'expect', 'vi', 'beforeAll'] as const;
  const saved = names.map((k) => [k, k in g, g[k]] as const);
  const path: string[] = [];
  // The `beforeAll` hooks of each open describe block, outermost first; a case runs those of its blocks.
  const hooks: (() => unknown)[][] = [[]];
  const found: { name: string; before: (() => unknown)[]; run: () => unknown }[] = [];
  g.describe = (name: string, fn: () => void) => {
    path.push(name);
    hooks.push([]);
    fn();
    hooks.pop();
    path.pop();
  };
  g.beforeAll = (fn: () => unknown) => hooks[hooks.length - 1].push(fn);
  g.test = g.it = (name: string, run: () => unknown) =>
    found.push({ name: [...path, name].join(' › '), before: hooks.flat(), run });
  g.expect = () => ({ toMatchSnapshot: () => undefined });
  g.vi = vi;
  try {
    const suites = (await import('@rjsf/snapshot-tests')) as unknown as Record<
      ConformanceCase['suite'],
      Suite
    >;
    const cases: ConformanceCase[] = [];
    for (const suite of ['formTests', 'arrayTests', 'objectTests'] as const) {
      found.length = 0;
      let props: FormProps | undefined;
      const Recorder = (p: FormProps) => {
        props = p;
        return null;
      };
      suites[suite](Recorder);
      for (const c of found) {
        props = undefined;
        for (const hook of c.before) await hook();
        await c.run();
        cleanup();
        if (!props) throw new Error(`${suite} › ${c.name}: no form rendered`);
        cases.push({ suite, name: c.name, props });
      }
    }
    return cases;
  } finally {
    for (const [k, had, v] of saved) {
      if (had) g[k] = v;
      else delete g[k];
    }
  }
}

/** Renders a case's props with a form component (the same props object the suite built). */
export const caseElement = (Form: ComponentType<FormProps>, c: ConformanceCase) =>
  createElement(Form, c.props);
