import { Alert, Button } from '@chakra-ui/react';
import { RefreshCw } from 'lucide-react';

interface ConflictNoticeProps {
  /** What was saved meanwhile, as the sentence names it: "these settings", "this project"… */
  what: string;
  onReload: () => void;
  reloading: boolean;
}

/** A save refused because someone else saved the same thing first: nothing was lost, and one button brings their changes in. */
export function ConflictNotice({ what, onReload, reloading }: ConflictNoticeProps) {
  return (
    <Alert.Root status="warning" borderRadius="lg" role="alert">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{`Someone else saved ${what} a moment ago`}</Alert.Title>
        <Alert.Description>
          Your changes are not saved yet. Reload to see what they changed: what you changed here stays on the screen, so you can check it and save again.
        </Alert.Description>
        <Button mt="3" size="sm" alignSelf="flex-start" colorPalette="orange" onClick={onReload} loading={reloading} loadingText="Reloading…">
          <RefreshCw /> Reload, keeping my changes
        </Button>
      </Alert.Content>
    </Alert.Root>
  );
}
