import type { z } from 'zod';
import { messages } from '@shared/lead-schema';
import { toast } from '@/components/ui/toast-store';

/** True for a value the visitor left empty (or filled with spaces only). */
export function isBlank(value: string | undefined): boolean {
  return !value?.trim();
}

/**
 * The final body, checked with the shared payload schema the function also applies. The forms'
 * own schemas make a failure unlikely; should one happen, the visitor is told and nothing is sent.
 */
export function checkedPayload<T>(schema: z.ZodType<T>, body: unknown): T | undefined {
  const result = schema.safeParse(body);
  if (result.success) return result.data;
  toast({
    variant: 'destructive',
    title: messages.stepInvalidTitle,
    description: messages.invalidBody,
  });
  return undefined;
}

export function toastMissingData(description: string): void {
  toast({ variant: 'destructive', title: messages.quickMissingTitle, description });
}

export function toastConsentMissing(): void {
  toast({
    variant: 'destructive',
    title: messages.consentTitle,
    description: messages.consentProcessing,
  });
}

/** 'Sprawdź dane': some field is missing or malformed (its own message says which). */
export function toastStepInvalid(): void {
  toast({
    variant: 'destructive',
    title: messages.stepInvalidTitle,
    description: messages.stepInvalid,
  });
}
