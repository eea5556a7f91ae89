import { chakra } from '@chakra-ui/react';

/** Looks like Chakra's Field.Label, for controls that are not inside a Field.Root. */
export function FieldLabel({ htmlFor, children, required }: { htmlFor: string; children: string; required?: boolean }) {
  return (
    <chakra.label htmlFor={htmlFor} display="flex" gap="1" fontWeight="medium" fontSize="sm" mb="1.5" color="fg">
      {children}
      {required && (
        <chakra.span aria-hidden color="fg.error">
          *
        </chakra.span>
      )}
    </chakra.label>
  );
}
