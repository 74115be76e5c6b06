import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import Form from '@rjsf/core';
import type { RJSFSchema } from '@rjsf/utils';
import validator from '@rjsf/validator-ajv8';
import { describe, expect, it, vi } from 'vitest';
import { RJSF_VERSION } from './EngineForm';

/**
 * EngineForm (./EngineForm.ts) leans on four internals of RJSF's Form that are not its public API. Each test here
 * pins one of them, so an RJSF upgrade that changes it fails here, by name, instead of breaking every form in a
 * way only a user would see. How to upgrade: docs/form-fields.md "RJSF: the pinned internals".
 */

type AnyForm = Form & Record<string, unknown>;
const schema: RJSFSchema = {
  type: 'object',
  properties: { unvan: { type: 'string' }, email: { type: 'string' } },
};
const props = { schema, validator, formData: { unvan: 'a' } } as never;

function make(): AnyForm {
  return new Form(props) as AnyForm;
}

describe('RJSF: the internals EngineForm relies on', () => {
  it('is the exact RJSF version the engine’s shortcuts were written and checked for, pinned in package.json', () => {
    const require = createRequire(import.meta.url);
    const pkg = JSON.parse(readFileSync(path.resolve('package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
    };
    for (const name of ['@rjsf/core', '@rjsf/utils', '@rjsf/validator-ajv8']) {
      expect(pkg.dependencies[name], `${name} in package.json`).toBe(RJSF_VERSION);
      const main = require.resolve(name);
      const dir = main.slice(0, main.lastIndexOf(`${name}/`) + name.length);
      const installed = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as {
        version: string;
      };
      expect(installed.version, `${name} installed`).toBe(RJSF_VERSION);
    }
  });

  it('processChange(change, isLast, prevState, props) keeps what this.getStateFromProps derives from the new data', () => {
    const form = make();
    const internals = form as unknown as Record<string, unknown>;
    expect(typeof internals.processChange).toBe('function');
    const derived = vi.fn((_p: unknown, data: Record<string, unknown>) => ({
      ...form.state,
      formData: { ...data, email: 'türetilen' },
    }));
    form.getStateFromProps = derived as never;
    const processChange = internals.processChange as (...a: unknown[]) => { formData: unknown };
    const next = processChange.call(form, { newValue: 'b', path: ['unvan'] }, true, form.state, props);
    // The engine answers this very call with the state it already has; RJSF must still make it, and keep its result.
    expect(derived).toHaveBeenCalledTimes(1);
    expect(derived.mock.calls[0][1]).toEqual({ unvan: 'b' });
    expect(next.formData).toEqual({ unvan: 'b', email: 'türetilen' });
  });

  it('getStateFromProps reuses the state’s schemaUtils and asks its retrieveSchema for the root schema', () => {
    const form = make();
    const utils = form.state.schemaUtils as unknown as Record<string, (...a: unknown[]) => unknown>;
    const retrieve = vi.fn(utils.retrieveSchema.bind(utils));
    utils.retrieveSchema = retrieve;
    const getStateFromProps = form.getStateFromProps as (...a: unknown[]) => { schemaUtils: unknown };
    const state = getStateFromProps.call(form, props, { unvan: 'c' });
    expect(state.schemaUtils).toBe(utils);
    expect(retrieve).toHaveBeenCalled();
  });

  it('getSnapshotBeforeUpdate answers { shouldUpdate } and componentDidUpdate applies nothing when it is false', () => {
    const form = make();
    const snapshot = form.getSnapshotBeforeUpdate(props, form.state) as { shouldUpdate: boolean };
    expect(snapshot).toEqual({ shouldUpdate: false });
    const setState = vi.spyOn(form, 'setState');
    form.componentDidUpdate(props, form.state, { shouldUpdate: false });
    expect(setState).not.toHaveBeenCalled();
  });
});
