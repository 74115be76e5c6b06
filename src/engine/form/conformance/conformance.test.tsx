import Form from '@rjsf/core';
import { cleanup, render } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { caseElement, conformanceCases, type ConformanceCase } from './cases';
import { formContent, losses, type FormContent } from './content';
import { DefterThemeForm, serverCalls } from './DefterThemeForm';

// Every case of RJSF's conformance suite rendered with RJSF's core theme and with Defter's, and the content
// compared (content.ts): each title, description, option and control core shows, Defter's theme shows too.

let cases: ConformanceCase[] = [];
const results: { name: string; core: FormContent; lost: string[] }[] = [];

beforeAll(async () => {
  cases = await conformanceCases();
  for (const c of cases) {
    const core = formContent(render(caseElement(Form, c)).container);
    cleanup();
    const ours = formContent(render(caseElement(DefterThemeForm, c)).container);
    cleanup();
    results.push({ name: `${c.suite} › ${c.name}`, core, lost: losses(core, ours) });
  }
}, 120_000);

describe('the Defter theme against RJSF core, over @rjsf/snapshot-tests', () => {
  it('reads the 136 cases of formTests, arrayTests and objectTests', () => {
    expect(cases.length).toBe(136);
    expect(new Set(cases.map((c) => c.suite))).toEqual(new Set(['formTests', 'arrayTests', 'objectTests']));
  });

  it('compares real content: core shows titles, descriptions, options and every kind of control', () => {
    const sum = (f: (c: FormContent) => number) => results.reduce((n, r) => n + f(r.core), 0);
    expect(sum((c) => c.titles.length)).toBeGreaterThan(100);
    expect(sum((c) => c.descriptions.length)).toBeGreaterThan(30);
    expect(sum((c) => c.options.length)).toBeGreaterThan(50);
    for (const kind of ['entry', 'checkbox', 'radio', 'key', 'add', 'remove', 'moveUp', 'moveDown', 'copy'])
      expect(
        sum((c) => c.controls[kind] ?? 0),
        kind,
      ).toBeGreaterThan(0);
  });

  it('loses nothing: 0 cases miss a title, description, option or control', () => {
    const lossy = results.filter((r) => r.lost.length).map((r) => `${r.name}: ${r.lost.join('; ')}`);
    expect(lossy).toEqual([]);
  });

  it('never asks the server for the options of a hand-written schema', () => {
    expect(serverCalls).toEqual([]);
  });
});
