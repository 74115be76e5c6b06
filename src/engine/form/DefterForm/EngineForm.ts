import Form, { type FormProps, type FormState } from '@rjsf/core';
import type { RJSFSchema } from '@rjsf/utils';
import type { FormValues } from '../../schema/values';
import type { EngineFormContext } from '../form-context';

type Props = FormProps<FormValues, RJSFSchema, EngineFormContext>;
type State = FormState<FormValues, RJSFSchema, EngineFormContext>;
type Snapshot = ReturnType<Form<FormValues, RJSFSchema, EngineFormContext>['getSnapshotBeforeUpdate']>;

/**
 * The RJSF version the shortcuts below were written and checked for. RJSF is pinned to it in package.json, and
 * ./rjsf-internals.test.ts checks each internal used here (`processChange`, `getStateFromProps`,
 * `schemaUtils.retrieveSchema`, `getSnapshotBeforeUpdate`); docs/form-fields.md says how to upgrade.
 */
export const RJSF_VERSION = '6.11.1';

/** A change RJSF's fields hand the form: a value at a path. */
interface Change {
  newValue: unknown;
  path: (string | number)[];
}

/** RJSF's private change step (`Form.processChange`), which the engine wraps. */
interface Internals {
  processChange(change: Change, isLast: boolean, prevState: State, props: Props): Partial<State>;
}

// Keywords that make a schema's defaults, options or shape depend on its data.
const DYNAMIC = [
  '$ref',
  'allOf',
  'anyOf',
  'oneOf',
  'if',
  'dependencies',
  'additionalProperties',
  'patternProperties',
  'default',
  'const',
];
const plainCache = new WeakMap<object, boolean>();

/**
 * True for a schema RJSF derives nothing from: an object of plain properties with no defaults, constants or
 * conditions — what translate() makes of a table's columns. For such a schema RJSF's per-change re-derivation
 * (defaults over every field, schema retrieval) gives back the data it was handed.
 */
export function isPlainSchema(schema: RJSFSchema | undefined): boolean {
  if (!schema || typeof schema !== 'object') return false;
  let plain = plainCache.get(schema);
  if (plain === undefined) {
    const props = Object.values(schema.properties ?? {});
    plain =
      schema.type === 'object' &&
      !DYNAMIC.some((k) => k in schema) &&
      props.every((p) => typeof p === 'object' && p.type !== 'object' && !DYNAMIC.some((k) => k in p));
    plainCache.set(schema, plain);
  }
  return plain;
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** The same values under the same keys (an absent key and an undefined value are the same). */
function sameValues(a: Record<string, unknown>, b: Record<string, unknown>): boolean {
  for (const k in a) if (a[k] !== b[k]) return false;
  for (const k in b) if (!(k in a) && b[k] !== undefined) return false;
  return true;
}

/**
 * react-jsonschema-form's Form, with two shortcuts for the engine's flat forms that make a keystroke cost the
 * field it changed rather than the whole form (issue 3's 500-field bench):
 *
 * - a change to one field of a plain schema (see `isPlainSchema`) goes through RJSF's own change step but
 *   without re-deriving the whole state from the new data (RJSF's `getStateFromProps`: defaults over every
 *   field, schema retrieval), which for such a schema gives the same data back;
 * - the page handing the form's own data back as `formData` (the controlled echo) with nothing else changed
 *   is recognised by a shallow comparison, instead of a deep comparison of every prop and a second
 *   re-derivation whose result equals the state it already has. When a field that changed has an error, or
 *   anything else differs, RJSF's own path runs (it clears the error of a changed field).
 *
 * Anything else — nested or conditional schemas, defaults, live validation, whole-data changes — takes RJSF's
 * own path, unchanged.
 */
export class EngineForm extends Form<FormValues, RJSFSchema, EngineFormContext> {
  constructor(props: Props) {
    super(props);
    const self = this as unknown as Internals;
    const processChange = self.processChange.bind(this);
    self.processChange = (change, isLast, prevState, props) => {
      const field = change.path.length === 1 ? change.path[0] : undefined;
      if (
        typeof field !== 'string' ||
        !isPlainSchema(prevState.schema) ||
        !isRecord(prevState.formData) ||
        !(field in (prevState.schema.properties ?? {})) ||
        props.liveValidate ||
        props.omitExtraData
      )
        return processChange(change, isLast, prevState, props);
      // RJSF's own change step (errors, custom errors, the report), with the re-derivation of the state from
      // the new data answered by the state it already has: for a plain schema it derives the same.
      const derive = this.getStateFromProps;
      this.getStateFromProps = (_props, formData) => ({ ...prevState, formData: formData as FormValues });
      try {
        return processChange(change, isLast, prevState, props);
      } finally {
        this.getStateFromProps = derive;
      }
    };
  }

  /** The page handing back the form's own data re-renders nothing: the form already shows that data. */
  override shouldComponentUpdate(nextProps: Props, nextState: State): boolean {
    return nextState !== this.state || !isEcho(nextProps, this.props, nextState);
  }

  override getSnapshotBeforeUpdate(prevProps: Props, prevState: State): Snapshot {
    if (isEcho(this.props, prevProps, this.state)) return { shouldUpdate: false };
    return super.getSnapshotBeforeUpdate(prevProps, prevState);
  }

  override getStateFromProps(
    ...args: Parameters<Form<FormValues, RJSFSchema, EngineFormContext>['getStateFromProps']>
  ): State {
    const state = super.getStateFromProps(...args);
    plainRetrieval(state.schemaUtils);
    return state;
  }
}

/**
 * `props` hand the form the data its state holds, and nothing else changed since `prev`. A field whose value
 * changed and that has an error is left to RJSF, which clears that error.
 */
function isEcho(props: Props, prev: Props, state: State): boolean {
  const now = props as unknown as Record<string, unknown>;
  const before = prev as unknown as Record<string, unknown>;
  for (const k in now) if (k !== 'formData' && now[k] !== before[k]) return false;
  for (const k in before) if (!(k in now)) return false;
  const { formData, errorSchema, schemaValidationErrorSchema, schema } = state;
  const next = props.formData;
  const last = prev.formData;
  if (!isPlainSchema(schema) || !isRecord(next) || !isRecord(last) || !isRecord(formData)) return false;
  if (!sameValues(next, formData)) return false;
  const errors = (errorSchema ?? {}) as Record<string, unknown>;
  const base = (schemaValidationErrorSchema ?? {}) as Record<string, unknown>;
  for (const k of new Set([...Object.keys(next), ...Object.keys(last)]))
    if (next[k] !== last[k] && (k in errors || k in base)) return false;
  return true;
}

type SchemaUtils = State['schemaUtils'];
const wrapped = new WeakSet<SchemaUtils>();

/**
 * RJSF resolves the root schema on every render of the form (references, conditions) — for 500 fields a
 * walk over every property per keystroke. A plain schema (see `isPlainSchema`) resolves to itself.
 */
function plainRetrieval(utils: SchemaUtils) {
  if (wrapped.has(utils)) return;
  wrapped.add(utils);
  const retrieve = utils.retrieveSchema.bind(utils);
  utils.retrieveSchema = (schema, formData, ...rest) =>
    isPlainSchema(schema) ? schema : retrieve(schema, formData, ...rest);
}
