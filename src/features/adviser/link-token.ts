import { adviserRequestSchema } from '@shared/adviser-request';

/**
 * The signed link of the advisers' page, from the address's fragment ("#<token>"): undefined when
 * there is none or it cannot be one (the shared schema's rule), so that no request is sent for it.
 */
export function linkFromHash(hash: string): string | undefined {
  const link = hash.replace(/^#/, '').trim();
  if (link === '') return undefined;
  const request = { formType: 'adviser', action: 'show', link } as const;
  return adviserRequestSchema.safeParse(request).success ? link : undefined;
}
