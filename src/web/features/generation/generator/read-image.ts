/** A picked, dropped or pasted image, read as a data URL. */
export interface PickedImage {
  dataUrl: string;
  /** base64 without the data-URL prefix (the generation request's form). */
  base64: string;
  mimeType: string;
  filename: string;
}

export const isImageFile = (file: File) => file.type.startsWith('image/');

export function readImage(file: File): Promise<PickedImage> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onerror = () => reject(reader.error ?? new Error('Could not read the file'));
    reader.onload = () => {
      const dataUrl = String(reader.result);
      resolve({
        dataUrl,
        base64: dataUrl.slice(dataUrl.indexOf(',') + 1),
        mimeType: file.type,
        filename: file.name,
      });
    };
    reader.readAsDataURL(file);
  });
}
