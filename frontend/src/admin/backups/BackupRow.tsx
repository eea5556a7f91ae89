import { Badge, Box, Button, Flex, Text } from '@chakra-ui/react';
import { Download, History } from 'lucide-react';
import { backupDate, backupSize, type BackupItem } from './backup-text';

interface BackupRowProps {
  backup: BackupItem;
  onDownload: () => void;
  onRestore: () => void;
  /** A link for this backup is being asked for. */
  preparing: boolean;
}

const MADE_BY: Record<BackupItem['madeBy'], { label: string; palette: string }> = {
  DAILY: { label: 'Daily', palette: 'gray' },
  BY_HAND: { label: 'Made by hand', palette: 'blue' },
  BEFORE_RESTORE: { label: 'Before a restore', palette: 'orange' },
  UPLOADED: { label: 'Uploaded', palette: 'purple' },
};

/** One backup: when it was made, by whom, its size, Restore and Download. */
export function BackupRow({ backup, onDownload, onRestore, preparing }: BackupRowProps) {
  const date = backupDate(backup.createdAt);
  return (
    <Box as="li" bg="white" borderRadius="xl" borderWidth="1px" borderColor="gray.200" shadow="xs" p={{ base: '4', md: '5' }}>
      <Flex gap="3" justify="space-between" align={{ base: 'stretch', sm: 'center' }} direction={{ base: 'column', sm: 'row' }}>
        <Box minW="0">
          <Flex align="center" gap="2" wrap="wrap">
            <Text fontWeight="semibold" color="gray.900">
              <time dateTime={backup.createdAt}>{date}</time>
            </Text>
            <Badge colorPalette={MADE_BY[backup.madeBy].palette} variant="subtle">
              {MADE_BY[backup.madeBy].label}
            </Badge>
          </Flex>
          <Text fontSize="sm" color="fg.muted" mt="1" wordBreak="break-all">
            {backupSize(backup.bytes)} · {backup.name}
          </Text>
        </Box>
        <Flex gap="2" flexShrink={0} direction={{ base: 'column', sm: 'row' }}>
          <Button variant="outline" onClick={onRestore} aria-label={`Restore the backup of ${date}`}>
            <History /> Restore…
          </Button>
          <Button variant="outline" onClick={onDownload} loading={preparing} loadingText="Preparing…" aria-label={`Download the backup of ${date}`}>
            <Download /> Download
          </Button>
        </Flex>
      </Flex>
    </Box>
  );
}
