import { useState } from 'react';
import { Button, CloseButton, Dialog, Flex, Input, Portal, Stack, Text } from '@chakra-ui/react';
import { Check, Copy } from 'lucide-react';

export interface ShownLink {
  /** Whose link it is. */
  name: string;
  email: string;
  link: string;
  emailed: boolean;
  /** A user just added (else a new link for an existing one). */
  isNewUser: boolean;
}

/** The one-time link to pass on, with a Copy button; shown after adding a user or making a new link. */
export function SetPasswordLinkDialog({ shown, onClose }: { shown: ShownLink | null; onClose: () => void }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(shown?.link ?? '');
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  return (
    <Dialog.Root
      open={!!shown}
      onOpenChange={(details) => {
        if (!details.open) {
          setCopied(false);
          onClose();
        }
      }}
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{shown?.isNewUser ? `${shown.name} was added` : `New set-password link for ${shown?.name ?? ''}`}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="3">
                <Text>Give {shown?.name} this link to choose their password:</Text>
                <Flex gap="2" direction={{ base: 'column', sm: 'row' }}>
                  <Input readOnly value={shown?.link ?? ''} aria-label="Set-password link" onFocus={(event) => event.target.select()} fontSize="sm" />
                  <Button onClick={() => void copy()} variant="outline" flexShrink={0}>
                    {copied ? <Check /> : <Copy />} {copied ? 'Copied' : 'Copy'}
                  </Button>
                </Flex>
                <Text color="fg.muted" fontSize="sm">
                  Valid for 24 hours, once.
                </Text>
                {shown?.emailed ? (
                  <Text fontSize="sm">We also e-mailed it to {shown.email}.</Text>
                ) : (
                  <Text fontSize="sm" color="orange.700">
                    It was not e-mailed: the site has no working e-mail (Settings → Mail). Send it yourself, by WhatsApp or a message.
                  </Text>
                )}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button colorPalette="brand">Done</Button>
              </Dialog.ActionTrigger>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
