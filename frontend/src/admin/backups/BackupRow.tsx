import { Badge, Box, Button, Flex, Text } from '@chakra-ui/react';
import { Download } from 'lucide-react';
import { backupDate, backupSize, type BackupItem } from './backup-text';

interface BackupRowProps {
  backup: BackupItem;
  onDownload: () => void;
  /** A link for this backup is being asked for. */
  preparing: boolean;
}

/** One backup: when it was made, by whom, its size, and Download. */
export function BackupRow({ backup, onDownload, preparing }: BackupRowProps) {
  const date = backupDate(backup.createdAt);
  return (
    <Box as="li" bg="white" borderRadius="xl" borderWidth="1px" borderColor="gray.200" shadow="xs" p={{ base: '4', md: '5' }}>
      <Flex gap="3" justify="space-between" align={{ base: 'stretch', sm: 'center' }} direction={{ base: 'column', sm: 'row' }}>
        <Box minW="0">
          <Flex align="center" gap="2" wrap="wrap">
            <Text fontWeight="semibold" color="gray.900">
              <time dateTime={backup.createdAt}>{date}</time>
            </Text>
            <Badge colorPalette={backup.madeBy === 'DAILY' ? 'gray' : 'blue'} variant="subtle">
              {backup.madeBy === 'DAILY' ? 'Daily' : 'Made by hand'}
            </Badge>
          </Flex>
          <Text fontSize="sm" color="fg.muted" mt="1" wordBreak="break-all">
            {backupSize(backup.bytes)} · {backup.name}
          </Text>
        </Box>
        <Button
          variant="outline"
          flexShrink={0}
          onClick={onDownload}
          loading={preparing}
          loadingText="Preparing…"
          aria-label={`Download the backup of ${date}`}
        >
          <Download /> Download
        </Button>
      </Flex>
    </Box>
  );
}
