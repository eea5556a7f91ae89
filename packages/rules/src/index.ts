export { check, cleanText, type Checked, type FieldErrors, type Rules } from './fields';
export * from './project-categories';
export * from './projects';
export * from './offerings';
export * from './gallery';
export * from './auth';
export * from './uploads';
export * from './site-pages';
export type * from './page-renderer';
