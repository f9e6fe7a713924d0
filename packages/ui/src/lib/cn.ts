import { clsx, type ClassValue } from 'clsx';
import { extendTailwindMerge } from 'tailwind-merge';

// The theme's own font sizes, radii and shadows: without them tailwind-merge would take `text-body`
// for a colour and drop it next to `text-ink`.
const twMerge = extendTailwindMerge({
  extend: {
    theme: {
      text: ['caption', 'body-sm', 'body', 'title', 'heading', 'display'],
      radius: ['control', 'card', 'pill'],
      shadow: ['card', 'raised', 'focus'],
    },
  },
});

/** Joins class names and lets a later Tailwind class override an earlier one of the same kind. */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}
