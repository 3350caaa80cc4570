import { useEffect, useState } from 'react';

/** A data: URL showing `file`, read in the background; undefined until read or when there is no file. */
export function useFilePreview(file: File | undefined): string | undefined {
  const [preview, setPreview] = useState<{ file: File; url: string }>();
  useEffect(() => {
    if (!file) return;
    let live = true;
    const reader = new FileReader();
    reader.onload = () => {
      if (live && typeof reader.result === 'string') setPreview({ file, url: reader.result });
    };
    reader.readAsDataURL(file);
    return () => {
      live = false;
      if (reader.readyState === FileReader.LOADING) reader.abort();
    };
  }, [file]);
  return file && preview?.file === file ? preview.url : undefined;
}
