import { useState } from 'react';

/** What the forms keep of a chosen file: the spec sends only its name and size. */
export interface AttachedFile {
  name: string;
  size: number;
}

/** The chosen files: each selection is appended; an entry is removed by its position. */
export function useFileList() {
  const [items, setItems] = useState<AttachedFile[]>([]);

  function add(files: AttachedFile[]) {
    setItems((current) => [...current, ...files]);
  }

  function remove(index: number) {
    setItems((current) => current.filter((_, position) => position !== index));
  }

  return { items, add, remove };
}
