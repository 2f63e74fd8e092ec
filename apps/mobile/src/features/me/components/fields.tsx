import { type ReactNode, useId } from "react";
import type { ZodType } from "zod";

/** The contract schema's first Chinese message for a value, or null when it passes (empty passes when optional). */
export function checkField(schema: ZodType, value: string, optional = false): string | null {
  if (optional && value.trim() === "") return null;
  const r = schema.safeParse(value);
  return r.success ? null : (r.error.issues[0]?.message ?? "格式不正确");
}

/** A labelled text field of the phone forms: 44 px high, 16 px text (iOS does not zoom in), its error under it. */
export function TextField({
  label,
  value,
  onChange,
  error,
  hint,
  type = "text",
  multiline = false,
  disabled = false,
  maxLength,
  autoComplete,
  inputMode,
}: {
  label: string;
  value: string;
  onChange?(v: string): void;
  error?: string | null;
  hint?: ReactNode;
  type?: "text" | "password" | "email" | "tel";
  multiline?: boolean;
  disabled?: boolean;
  maxLength?: number;
  autoComplete?: string;
  inputMode?: "text" | "tel" | "email";
}) {
  const id = useId();
  const common = {
    id,
    className: multiline ? "me-textarea" : "me-input",
    value,
    disabled,
    maxLength,
    "aria-invalid": error ? true : undefined,
  };
  return (
    <div className="me-field">
      <label htmlFor={id}>{label}</label>
      {multiline ? (
        <textarea {...common} onChange={(e) => onChange?.(e.target.value)} />
      ) : (
        <input
          {...common}
          type={type}
          autoComplete={autoComplete}
          inputMode={inputMode}
          onChange={(e) => onChange?.(e.target.value)}
        />
      )}
      {hint ? <span className="me-hint">{hint}</span> : null}
      {error ? (
        <span className="me-field-error" role="alert">
          {error}
        </span>
      ) : null}
    </div>
  );
}
