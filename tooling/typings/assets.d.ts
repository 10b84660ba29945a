// Module types for the non-code files webpack bundles (CSS Modules, images).
declare module '*.module.css' {
  const classes: Readonly<Record<string, string>>;
  export default classes;
}
declare module '*.css';
declare module '*.webp' {
  const url: string;
  export default url;
}
declare module '*.avif' {
  const url: string;
  export default url;
}
declare module '*.jpg' {
  const url: string;
  export default url;
}
declare module '*.png' {
  const url: string;
  export default url;
}
declare module '*.svg' {
  const url: string;
  export default url;
}
/** An HTML file's text (webpack's asset/source), as the shell's server embeds its page template. */
declare module '*.html' {
  const text: string;
  export default text;
}
/** The shell build's shared-keys.json (SharedKeysPlugin.cjs): the shared modules it provides. */
declare module '*/shared-keys.json' {
  const keys: readonly string[];
  export default keys;
}
