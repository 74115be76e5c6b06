import { useId, useState } from 'react';
import type { FormValues } from '../../schema/values';
import { adminTexts } from '../admin-texts';
import { useSaveTests } from './useSaveTests';

/** Save-test (002 §2): store the form's data under a name, and load a stored test back into the form. */
export function SaveTest(props: {
  table: string;
  data: FormValues;
  displays: Record<string, string>;
  onLoad: (data: FormValues, displays: Record<string, string>) => void;
}) {
  const { tests, save } = useSaveTests(props.table);
  const [name, setName] = useState('');
  const [chosen, setChosen] = useState('');
  const [problem, setProblem] = useState('');
  const ids = useId();
  const submit = async () => {
    const clean = name.trim();
    if (!clean) return setProblem(adminTexts.nameRequired);
    setProblem('');
    if (await save(clean, props.data, props.displays)) setName('');
  };
  const test = tests.find((t) => t.id === chosen) ?? tests[0];
  return (
    <section className="df-save-test" aria-label={adminTexts.saveTest}>
      <div className="df-save-test__row">
        <label htmlFor={`${ids}-name`}>{adminTexts.testName}</label>
        <input
          id={`${ids}-name`}
          className="df-input"
          value={name}
          maxLength={200}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${ids}-problem` : undefined}
          onChange={(e) => setName(e.target.value)}
          onKeyDown={(e) => {
            // Enter here stores the test; it must not save the record.
            if (e.key === 'Enter') {
              e.preventDefault();
              void submit();
            }
          }}
        />
        <button type="button" className="df-button" onClick={() => void submit()}>
          {adminTexts.save}
        </button>
      </div>
      {problem && (
        <div id={`${ids}-problem`} className="df-field__error">
          {problem}
        </div>
      )}
      <div className="df-save-test__row">
        <label htmlFor={`${ids}-tests`}>{adminTexts.savedTests}</label>
        {tests.length ? (
          <>
            <select
              id={`${ids}-tests`}
              className="df-input"
              value={test?.id ?? ''}
              onChange={(e) => setChosen(e.target.value)}
            >
              {tests.map((t) => (
                <option key={t.id} value={t.id}>
                  {t.name}
                </option>
              ))}
            </select>
            <button
              type="button"
              className="df-button"
              onClick={() => test && props.onLoad(test.data, test.displays)}
            >
              {adminTexts.load}
            </button>
          </>
        ) : (
          <span id={`${ids}-tests`}>{adminTexts.noTests}</span>
        )}
      </div>
    </section>
  );
}
