import { useId } from 'react';
import { Stack, Switch, Text } from '@chakra-ui/react';

interface PublishedSwitchProps {
  value: boolean;
  onChange: (value: boolean) => void;
  disabled?: boolean;
}

/** "Show on the site": off keeps the item off every public page, list and API answer until it is switched on. */
export function PublishedSwitch({ value, onChange, disabled }: PublishedSwitchProps) {
  const helperId = useId();
  return (
    <Stack gap="1.5">
      <Switch.Root checked={value} onCheckedChange={(change) => onChange(change.checked)} disabled={disabled} colorPalette="brand" size="lg">
        <Switch.HiddenInput name="published" aria-describedby={helperId} />
        <Switch.Control />
        <Switch.Label fontWeight="medium">Show on the site</Switch.Label>
      </Switch.Root>
      <Text id={helperId} fontSize="sm" color="fg.muted">
        {value ? 'Visitors see it as soon as it is saved.' : 'Hidden: only the admin sees it until this is switched on.'}
      </Text>
    </Stack>
  );
}
