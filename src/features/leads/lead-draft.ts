/**
 * A form's draft in sessionStorage: what the visitor typed (files as their name and size) and the
 * submission id, so a reload or a failed send loses nothing and a resend is the same lead. Read
 * only after mount (the prerendered HTML has no draft), cleared on success. Storage that is full or
 * disabled is ignored: the form then works without a draft.
 */
export interface LeadDraft {
  values: Record<string, unknown>;
  submissionId?: string;
}

const PREFIX = 'lead-draft';

/** One key per form and page; `instance` tells apart two forms of one kind on a page. */
export function draftKey(form: string, pathname: string, instance?: string): string {
  return [PREFIX, form, pathname, instance].filter(Boolean).join(':');
}

export function readDraft(key: string): LeadDraft | undefined {
  try {
    const text = window.sessionStorage.getItem(key);
    if (!text) return undefined;
    const draft = JSON.parse(text) as unknown;
    if (typeof draft !== 'object' || draft === null) return undefined;
    // Stored by an earlier version of the site, or edited: each field is checked.
    const { values, submissionId } = draft as { values?: unknown; submissionId?: unknown };
    if (typeof values !== 'object' || values === null) return undefined;
    return {
      values: values as LeadDraft['values'],
      ...(typeof submissionId === 'string' ? { submissionId } : {}),
    };
  } catch {
    return undefined;
  }
}

export function writeDraft(key: string, draft: LeadDraft): void {
  try {
    window.sessionStorage.setItem(key, JSON.stringify(draft));
  } catch {
    // Full or disabled storage: no draft.
  }
}

export function clearDraft(key: string): void {
  try {
    window.sessionStorage.removeItem(key);
  } catch {
    // Disabled storage: nothing was kept.
  }
}

/** Whether a form on the page at `pathname` has a draft to restore. */
function hasDraftAt(pathname: string): boolean {
  try {
    for (let index = 0; index < window.sessionStorage.length; index += 1) {
      const [prefix, , path] = window.sessionStorage.key(index)?.split(':') ?? [];
      if (prefix === PREFIX && path === pathname) return true;
    }
  } catch {
    // Disabled storage: no draft.
  }
  return false;
}

/** Whether a form on the page now shown has a draft: such a form, and its page, hydrate at once. */
export function hasDraftOnThisPage(): boolean {
  return hasDraftAt(window.location.pathname);
}
