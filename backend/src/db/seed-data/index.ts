export * from './content';
export * from './illustrations';
