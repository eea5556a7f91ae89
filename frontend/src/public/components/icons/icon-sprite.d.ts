/** The icon sprite's URL (scripts/icon-sprite.mjs makes the file at build time). */
declare module 'virtual:icon-sprite' {
  const url: string;
  export default url;
}
