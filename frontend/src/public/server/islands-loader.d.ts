/**
 * The islands' loader (src/public/islands/loader) as the build makes it: minified, a classic script, the
 * text written into every public page's head (scripts/islands-loader.mjs, a plugin of the server build).
 */
declare module 'virtual:islands-loader' {
  const text: string;
  export default text;
}
