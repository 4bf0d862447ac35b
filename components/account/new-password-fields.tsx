import { Field } from "@/components/ui/field";

/** The new password and its repetition, as the change and reset forms ask for them. */
export function NewPasswordFields({ errors }: { errors: Record<string, string | undefined> }) {
  return (
    <>
      <Field
        label="New password"
        name="next"
        type="password"
        autoComplete="new-password"
        hint="At least 10 characters"
        error={errors.next}
        required
      />
      <Field
        label="Repeat the new password"
        name="confirm"
        type="password"
        autoComplete="new-password"
        error={errors.confirm}
        required
      />
    </>
  );
}
