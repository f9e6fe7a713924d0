// The same decorators, loaders and parameters as the repository's Storybook.
export { default } from '../../../.storybook/preview.tsx';
