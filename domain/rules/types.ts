// The rule language: plain, JSON-serialisable data. docs/rules.md explains every part with examples.

/** A value the rules read or write: form values are strings (decimal strings for numbers) or select ids. */
export type RuleValue = string | number | boolean | null | undefined;

/** The values a rule set runs over: the header's fields, or one line's row. */
export type RuleData = Record<string, unknown>;

/** Where a condition or a copied value reads: the rule's own data (default) or, in a line rule, the header. */
export type Scope = 'header' | 'row';

/** A bound: a number (or decimal string), or another field's value (`{field: 'tutar'}`). */
export type Bound = number | string | { field: string; of?: Scope };

/** Bounds of a length or number comparison; every bound given must hold (a field bound must hold a number). */
export interface Compare {
  lt?: Bound;
  lte?: Bound;
  gt?: Bound;
  gte?: Bound;
  eq?: Bound;
  ne?: Bound;
}

interface FieldTest {
  /** The column read. */
  field: string;
  /** `header` reads the header from a line rule; absent = the rule's own data. */
  of?: Scope;
}

/** The field's value equals this one (compared as text, so 1 equals '1'). */
export interface EqualsCondition extends FieldTest {
  equals: string | number | boolean;
}
/** The field's value is one of these. */
export interface InCondition extends FieldTest {
  in: (string | number | boolean)[];
}
/** The field is empty (undefined, null, '' or an empty list). */
export interface EmptyCondition extends FieldTest {
  empty: true;
}
/** The field is not empty. */
export interface NotEmptyCondition extends FieldTest {
  notEmpty: true;
}
/** The length of the field's text (0 when empty) satisfies the bounds. */
export interface LengthCondition extends FieldTest {
  length: Compare;
}
/** The field holds a number (decimal string) that satisfies the bounds; an empty field never does. */
export interface NumberCondition extends FieldTest {
  number: Compare;
}
/** Every condition holds (true for none). */
export interface AllCondition {
  all: Condition[];
}
/** At least one condition holds (false for none). */
export interface AnyCondition {
  any: Condition[];
}
/** The condition does not hold. */
export interface NotCondition {
  not: Condition;
}

/** A test over the data: a field test, or and / or / not of conditions. */
export type Condition =
  | EqualsCondition
  | InCondition
  | EmptyCondition
  | NotEmptyCondition
  | LengthCondition
  | NumberCondition
  | AllCondition
  | AnyCondition
  | NotCondition;

/** Calendar values, in the company's time zone: dates YYYY-MM-DD, times HH:mm:ss, datetimes YYYY-MM-DDTHH:mm:ss. */
export type DateSource = { date: 'today' | 'tomorrow' | 'yesterday' } | { now: 'datetime' | 'date' | 'time' };

/**
 * Where a default or a set value comes from: a literal (`'1'`, `2`), `{static}` (a literal that is an
 * object-looking word), today / tomorrow / now, a field of the signed-in user or of their company, or
 * another field of the data.
 */
export type ValueSource =
  | string
  | number
  | boolean
  | null
  | { static: RuleValue }
  | DateSource
  | { user: string }
  | { company: string }
  | { field: string; of?: Scope };

/** Field lists of the show/hide/require/disable/enable/clear effects. */
type Fields = string[];

/** Shows these fields (the last show/hide that applies wins; fields start shown). */
export interface ShowEffect {
  show: Fields;
}
/** Hides these fields; a hidden field is never required. */
export interface HideEffect {
  hide: Fields;
}
/** Shows these groups of the page definition. */
export interface ShowGroupsEffect {
  showGroups: string[];
}
/** Hides these groups of the page definition (and so every field in them). */
export interface HideGroupsEffect {
  hideGroups: string[];
}
/** Makes these fields required (unless hidden). */
export interface RequireEffect {
  require: Fields;
}
/** Disables these fields (the last disable/enable that applies wins; fields start enabled). */
export interface DisableEffect {
  disable: Fields;
}
/** Enables these fields. */
export interface EnableEffect {
  enable: Fields;
}
/** Empties these fields while the branch applies; the values come back if the branch stops applying before a save. */
export interface ClearEffect {
  clear: Fields;
}
/** Empties these fields whenever one of the `of` fields changes (a new customer → choose the address again). */
export interface ClearOnChangeEffect {
  clearOnChange: Fields;
  of: string | string[];
}
/** Fills empty fields when the branch starts to apply: on a new form, or when its condition flips. */
export interface DefaultEffect {
  default: Record<string, ValueSource>;
}
/** Sets fields when the branch starts to apply (and on every save, so the server agrees). */
export interface SetEffect {
  set: Record<string, ValueSource>;
}
/**
 * When `from` changes to a chosen id, copy columns of that record of `table` into fields
 * (`columns`: field ← column of the related record). The form fetches the record; the server ignores it.
 */
export interface FillEffect {
  fill: { from: string; table: string; columns: Record<string, string> };
}
/** When the branch starts to apply, show a warning toast (a spec message) and empty `reset`. */
export interface WarnEffect {
  warn: string;
  /** Toast title; absent = the engine's warning title. */
  title?: string;
  reset?: Fields;
}
/** While the branch applies, the field is in error with this message: the form cannot save, the server refuses. */
export interface InvalidEffect {
  invalid: string;
  message: string;
}

/** What a rule does. */
export type Effect =
  | ShowEffect
  | HideEffect
  | ShowGroupsEffect
  | HideGroupsEffect
  | RequireEffect
  | DisableEffect
  | EnableEffect
  | ClearEffect
  | ClearOnChangeEffect
  | DefaultEffect
  | SetEffect
  | FillEffect
  | WarnEffect
  | InvalidEffect;

/**
 * One rule: when `when` holds (or always, without `when`) the `then` effects apply, otherwise the
 * `otherwise` effects. Rules run in order; a later rule sees what earlier ones set.
 */
export interface Rule {
  /** Stable name, unique in its rule set (memory of cleared values, admin mode, tests). */
  id: string;
  /** `line`: runs once per row of the line table (fields are the row's; `of: 'header'` reads the header). */
  scope?: 'header' | 'line';
  /** Why the rule exists, in a few words (shown in admin mode). */
  note?: string;
  when?: Condition;
  then?: Effect[];
  otherwise?: Effect[];
}

/** A table's rules, in order. */
export type RuleSet = readonly Rule[];

/**
 * The rules that guard a table's saves on the server, as data (domain/api/page-rules.ts, generated from the page
 * definitions by `npm run catalogue:types`): the rule set of the page that edits the table, and its groups (a
 * hidden group hides its fields).
 */
export interface PageRules {
  /** The route of the page the rules were read from. */
  route: string;
  rules: RuleSet;
  groups?: readonly { id: string; columns: readonly string[] }[];
}
