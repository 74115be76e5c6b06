import { useId, type InputHTMLAttributes } from 'react';

/** A labelled input with its first error under it (the settings and profile forms). */
export function FieldRow({
  label,
  error,
  hint,
  ...input
}: { label: string; error?: string; hint?: string } & InputHTMLAttributes<HTMLInputElement>) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error || hint ? `${id}-note` : undefined}
        {...input}
      />
      {error ? (
        <span id={`${id}-note`} className="field__error">
          {error}
        </span>
      ) : (
        hint && (
          <span id={`${id}-note`} className="muted">
            {hint}
          </span>
        )
      )}
    </div>
  );
}
