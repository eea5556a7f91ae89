import { Button, HStack, NativeSelect, Text } from '@chakra-ui/react';
import { RefreshCw } from 'lucide-react';
import { FormField } from '@/admin/ui/FormField';
import { useGalleryCategories } from './api/get-gallery-categories';

/** The category names the server holds; `current` (a stored value no longer in the list) is kept first. */
export function useGalleryCategoryNames(current = '') {
  const categories = useGalleryCategories();
  const names = (categories.data?.galleryCategories ?? []).map((category) => ({ key: category.id, name: category.name }));
  // Edit keeps the stored value even when it is no longer in the list.
  if (current && !names.some((category) => category.name === current)) {
    names.unshift({ key: `current-${current}`, name: current });
  }
  return { categories, names };
}

interface GalleryCategoryFieldProps {
  value: string;
  onChange: (value: string) => void;
  error?: string;
  disabled?: boolean;
  list: ReturnType<typeof useGalleryCategoryNames>;
}

/** The Category select of the gallery forms: the loaded categories, 'Select a category' first, a Retry when they could not be loaded. */
export function GalleryCategoryField({ value, onChange, error, disabled, list: { categories, names } }: GalleryCategoryFieldProps) {
  const loading = categories.loading && !categories.data;
  return (
    <FormField label="Category" error={error} required>
      {(describedBy) => (
        <>
          <NativeSelect.Root size="lg" disabled={disabled || loading}>
            <NativeSelect.Field aria-describedby={describedBy} name="category" value={value} onChange={(event) => onChange(event.target.value)}>
              <option value="" disabled>
                {loading ? 'Loading categories…' : 'Select a category'}
              </option>
              {names.map((category) => (
                <option key={category.key} value={category.name}>
                  {category.name}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          {categories.error && !categories.data && (
            <HStack gap="2" mt="1">
              <Text fontSize="sm" color="fg.error">
                Could not load the categories.
              </Text>
              <Button size="xs" variant="outline" onClick={() => void categories.refetch().catch(() => undefined)}>
                <RefreshCw /> Retry
              </Button>
            </HStack>
          )}
        </>
      )}
    </FormField>
  );
}
