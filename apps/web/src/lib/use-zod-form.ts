import { zodResolver } from '@hookform/resolvers/zod';
import {
  type DefaultValues,
  type FieldValues,
  type FormState,
  type UseFormReturn,
  useForm,
} from 'react-hook-form';
import type { z } from 'zod';

/**
 * A react-hook-form form checked by a zod schema from packages/shared (the rule the API checks too),
 * with its errors and whether it is submitting at hand.
 */
export function useZodForm<Input extends FieldValues, Output extends FieldValues = Input>(
  schema: z.ZodType<Output, Input>,
  defaultValues?: DefaultValues<Input>,
): UseFormReturn<Input, unknown, Output> & Pick<FormState<Input>, 'errors' | 'isSubmitting'> {
  const form = useForm<Input, unknown, Output>({ resolver: zodResolver(schema), defaultValues });
  const { errors, isSubmitting } = form.formState;
  return { ...form, errors, isSubmitting };
}
