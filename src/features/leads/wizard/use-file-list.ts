import { useWatch, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { MAX_FILES } from '@shared/lead-schema';

/** What the forms keep of a chosen file: the spec sends only its name and size. */
export interface AttachedFile {
  name: string;
  size: number;
}

interface FileValues {
  uploadedFiles: AttachedFile[];
}

/**
 * The chosen files, kept as the form's `uploadedFiles` field (so the schema's consent rules see
 * them and the draft keeps them): each selection is appended, up to MAX_FILES (what the function
 * accepts); an entry is removed by position.
 */
export function useFileList<T extends FieldValues & FileValues>(form: UseFormReturn<T>) {
  const files = form as unknown as UseFormReturn<FileValues>;
  const items = useWatch({ control: files.control, name: 'uploadedFiles' });

  function set(next: AttachedFile[]) {
    files.setValue('uploadedFiles', next, { shouldDirty: true });
  }

  function add(chosen: AttachedFile[]) {
    set([...files.getValues('uploadedFiles'), ...chosen].slice(0, MAX_FILES));
  }

  function remove(index: number) {
    set(files.getValues('uploadedFiles').filter((_, position) => position !== index));
  }

  return { items, add, remove };
}
