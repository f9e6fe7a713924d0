import { clsx, type ClassValue } from 'clsx';
import { createTailwindMerge, getDefaultConfig, mergeConfigs } from 'tailwind-merge';

// The theme's own font sizes, radii and shadows: without them tailwind-merge would take `text-body`
// for a colour and drop it next to `text-ink`.
let config: ReturnType<typeof mergeConfigs> | undefined;
const makeConfig = () =>
  (config ??= mergeConfigs(getDefaultConfig(), {
    extend: {
      theme: {
        text: ['caption', 'body-sm', 'body', 'title', 'heading', 'display'],
        radius: ['control', 'card', 'pill'],
        shadow: ['card', 'raised', 'focus'],
      },
    },
  }));
const twMerge = createTailwindMerge(makeConfig);

/** Joins class names and lets a later Tailwind class override an earlier one of the same kind. */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Readies `cn` ahead of the first render, in two tasks: tailwind-merge's configuration, then its map
 * of every class group, both built on its first call. Done inside the first component to call it, the
 * two held the main thread in one long piece (bench/README.md, Lighthouse).
 */
export async function prepareClassNames(): Promise<void> {
  await nextTask();
  makeConfig();
  await nextTask();
  twMerge('');
}
