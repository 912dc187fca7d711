import { useRef, type ChangeEvent } from 'react';
import { Field } from '@/components/ui/field';
import { filesCopy } from '@/content/wizard';
import { formatFileSize } from '@shared/format-file-size';
import { MAX_FILES } from '@shared/lead-schema';
import type { AttachedFile } from './use-file-list';

interface FilePickerProps {
  files: AttachedFile[];
  onAdd: (files: AttachedFile[]) => void;
  onRemove: (index: number) => void;
}

/**
 * The native input stays in place (focusable, named by the field's label) but unseen: its button
 * would read in the browser's language. A second label is the Polish button and shows its focus.
 */
const chooseClass =
  'btn-secondary cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600 peer-disabled:cursor-not-allowed peer-disabled:opacity-50';

/**
 * Chooses documents: every selection is added to the list (the input is emptied afterwards, so the
 * same file can be chosen again); each entry shows its size and can be removed. Only the name and
 * size are kept; the accepted formats are shown, not enforced.
 */
export function FilePicker({ files, onAdd, onRemove }: FilePickerProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const full = files.length >= MAX_FILES;

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const chosen = Array.from(input.files ?? [], ({ name, size }) => ({ name, size }));
    input.value = '';
    if (chosen.length > 0) onAdd(chosen);
  }

  function remove(index: number) {
    onRemove(index);
    inputRef.current?.focus();
  }

  return (
    <div className="grid gap-3">
      <Field label={filesCopy.label} hint={filesCopy.hint}>
        {(control) => (
          <div className="flex">
            <input
              {...control}
              ref={inputRef}
              type="file"
              multiple
              disabled={full}
              onChange={choose}
              className="peer sr-only"
            />
            <label htmlFor={control.id} className={chooseClass}>
              {filesCopy.choose}
            </label>
          </div>
        )}
      </Field>
      <p className="text-sm text-ink-soft">{filesCopy.note}</p>
      <p role="status" className="text-sm font-medium text-ink empty:hidden">
        {full ? filesCopy.limit : null}
      </p>
      {files.length > 0 ? (
        <div className="grid gap-2">
          <p className="text-sm font-medium text-ink">{filesCopy.listTitle}</p>
          <ul className="grid gap-2">
            {files.map((file, index) => (
              <li
                key={`${index}-${file.name}`}
                className="flex items-center gap-3 rounded-lg border border-slate-200 bg-surface-muted px-3.5 py-2"
              >
                <span className="min-w-0 flex-1">
                  <span className="block text-sm font-medium break-all text-ink">{file.name}</span>
                  <span className="block text-xs text-ink-soft">{formatFileSize(file.size)}</span>
                </span>
                <button
                  type="button"
                  aria-label={filesCopy.removeLabel(file.name)}
                  onClick={() => remove(index)}
                  className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-pill px-3 text-sm font-semibold text-danger-700 hover:bg-danger-50"
                >
                  {filesCopy.remove}
                </button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
