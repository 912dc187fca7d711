import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type FieldPath, type FieldValues } from 'react-hook-form';
import type { z } from 'zod';

/**
 * A single-step lead form: validated by `schema` on submit, each field's error cleared as soon as
 * the visitor edits it (spec §4). `field(name)` registers a control with that behaviour.
 */
export function useLeadForm<Input extends FieldValues, Output extends FieldValues>(
  schema: z.ZodType<Output, Input>,
  defaultValues: Input,
) {
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(schema),
    defaultValues: defaultValues as never,
    reValidateMode: 'onSubmit',
  });
  const field = (name: FieldPath<Input>) =>
    form.register(name, { onChange: () => form.clearErrors(name) });
  return { ...form, field };
}
