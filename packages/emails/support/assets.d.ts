// A file imported for its address (Vite's `?url`): the stories' preview loads a face by it.
declare module '*.woff2?url' {
  const url: string;
  export default url;
}
