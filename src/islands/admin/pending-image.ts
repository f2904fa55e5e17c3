import { makeVariants, type ImageVariant } from './images';

/** A picture chosen in this form, being converted to WebP variants in the background. */
export interface PendingImage {
  key: string;
  file: File;
  /** An object URL of the original for the preview; revoke with `dropPending`. */
  preview: string;
  alt: string;
  state: 'converting' | 'ready' | 'failed';
  variants?: ImageVariant[];
  error?: string;
  ready: Promise<ImageVariant[]>;
}

let counter = 0;

export type ImagePatch = Pick<PendingImage, 'state' | 'variants' | 'error'>;

/** Start converting a chosen file; `onSettled` receives the picture's key and new state when conversion ends. */
export function pendingImage(
  file: File,
  onSettled: (key: string, patch: ImagePatch) => void,
  alt = '',
): PendingImage {
  const image: PendingImage = {
    key: `new-${++counter}`,
    file,
    preview: URL.createObjectURL(file),
    alt,
    state: 'converting',
    ready: makeVariants(file),
  };
  image.ready.then(
    (variants) => onSettled(image.key, { state: 'ready', variants }),
    (error: unknown) =>
      onSettled(image.key, {
        state: 'failed',
        error: error instanceof Error ? error.message : 'The image could not be converted',
      }),
  );
  // The failure is reported through onSettled; keep the promise from counting as unhandled.
  image.ready.catch(() => undefined);
  return image;
}

/** Free a picture's preview. */
export const dropPending = (image: PendingImage) => URL.revokeObjectURL(image.preview);

/** Only image files: the server checks the bytes again. */
export const acceptImages = 'image/jpeg,image/png,image/webp,image/avif';

/** The first image error among a server's field errors (`image`, `image-0-1600`, …). */
export const imageError = (errors: Record<string, string>) =>
  Object.entries(errors).find(([field]) => field.startsWith('image'))?.[1];
