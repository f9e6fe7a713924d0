// Stylesheets imported for their side effect (the theme in Storybook's preview).
declare module '*.css';
