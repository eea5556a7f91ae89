import { Box, Button, Flex, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import { ArrowDown, ArrowUp } from 'lucide-react';
import { useState } from 'react';
import { AdminImage, type ImageAssetLike } from './AdminImage';
import { HiddenBadge } from './HiddenBadge';
import { SortableList } from './SortableList';

export interface ReorderItem {
  id: string;
  title: string;
  published: boolean;
  imageUrl?: string | null;
  image?: ImageAssetLike | null;
}

interface ReorderPanelProps<T extends ReorderItem> {
  items: readonly T[];
  /** What the order is for, said above the list: "The order the services are shown in on the website." */
  help: string;
  /** Sends the new order; resolves once saved (the panel closes), rejects to keep it open. */
  save: (ids: string[]) => Promise<void>;
  onClose: () => void;
}

/** Moves the item at `from` one place up (-1) or down (+1). */
function moved<T>(list: readonly T[], from: number, by: -1 | 1): T[] {
  const to = from + by;
  if (to < 0 || to >= list.length) return [...list];
  const next = [...list];
  [next[from], next[to]] = [next[to], next[from]];
  return next;
}

/**
 * Choosing the order of a list: drag a row by its handle (mouse, finger or keyboard), or use its
 * up and down buttons; nothing is sent until "Save order".
 */
export function ReorderPanel<T extends ReorderItem>({ items, help, save, onClose }: ReorderPanelProps<T>) {
  const [order, setOrder] = useState<readonly T[]>(items);
  const [saving, setSaving] = useState(false);
  const changed = order.some((item, i) => item.id !== items[i]?.id);
  const byId = new Map(items.map((item) => [item.id, item]));

  const onSave = async () => {
    setSaving(true);
    try {
      await save(order.map((item) => item.id));
      onClose();
    } catch {
      // The caller showed why; the chosen order stays on screen to try again.
    } finally {
      setSaving(false);
    }
  };

  return (
    <Box as="section" aria-label="Change the order" bg="white" borderWidth="1px" borderRadius="xl" p={{ base: '3', md: '5' }} shadow="sm">
      <Text color="fg.muted" mb="4">
        {help} Drag a row by its handle, or use the arrows.
      </Text>
      <SortableList
        items={order}
        idOf={(item) => item.id}
        nameOf={(item) => item.title}
        onReorder={(ids) => setOrder(ids.map((id) => byId.get(id)!))}
        disabled={saving}
        renderList={(rows) => (
          <Stack as="ol" listStyleType="none" gap="2">
            {rows}
          </Stack>
        )}
        renderItem={(item, handle, index) => (
          <Flex align="center" gap="2" bg="gray.50" borderWidth="1px" borderRadius="lg" pe="2">
            {handle}
            <Text fontSize="sm" color="fg.muted" minW="4" textAlign="right" flexShrink={0} aria-hidden>
              {index + 1}
            </Text>
            <AdminImage
              src={item.imageUrl}
              asset={item.image}
              alt=""
              sizes="64px"
              w="16"
              h="12"
              objectFit="cover"
              borderRadius="md"
              flexShrink={0}
              display={{ base: 'none', sm: 'block' }}
            />
            <Text flex="1" minW="0" fontWeight="medium" lineClamp={2} fontSize={{ base: 'sm', sm: 'md' }}>
              {item.title}
            </Text>
            {!item.published && <HiddenBadge />}
            <HStack gap="0" flexShrink={0}>
              <IconButton
                aria-label={`Move ${item.title} up`}
                variant="ghost"
                size="md"
                disabled={saving || index === 0}
                onClick={() => setOrder((current) => moved(current, index, -1))}
              >
                <ArrowUp />
              </IconButton>
              <IconButton
                aria-label={`Move ${item.title} down`}
                variant="ghost"
                size="md"
                disabled={saving || index === order.length - 1}
                onClick={() => setOrder((current) => moved(current, index, 1))}
              >
                <ArrowDown />
              </IconButton>
            </HStack>
          </Flex>
        )}
      />
      <Flex mt="5" gap="3" justify="flex-end" direction={{ base: 'column-reverse', sm: 'row' }}>
        <Button variant="outline" onClick={onClose} disabled={saving}>
          Cancel
        </Button>
        <Button colorPalette="brand" onClick={onSave} loading={saving} loadingText="Saving order…" disabled={!changed}>
          Save order
        </Button>
      </Flex>
    </Box>
  );
}
