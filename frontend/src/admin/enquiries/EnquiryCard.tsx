import { useState } from 'react';
import { Alert, Badge, Box, Button, Flex, Heading, NativeSelect, Stack, Text, Wrap } from '@chakra-ui/react';
import { Check, Mail, MessageCircle, Phone, Trash2 } from 'lucide-react';
import type { AdminEnquiriesQuery, EnquiryStatus } from '@/gql/graphql';
import { DeletingOverlay } from '@/admin/ui/ItemActions';
import { enquiryLinks } from './enquiry-links';
import { EnquiryNotes } from './EnquiryNotes';

export type EnquiryItem = AdminEnquiriesQuery['enquiryPage']['items'][number];

export const ENQUIRY_STATUS_OPTIONS: { value: EnquiryStatus; label: string; palette: string }[] = [
  { value: 'NEW', label: 'New', palette: 'red' },
  { value: 'REPLIED', label: 'Replied', palette: 'blue' },
  { value: 'CLOSED', label: 'Closed', palette: 'gray' },
];

const received = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' });

interface EnquiryCardProps {
  enquiry: EnquiryItem;
  onStatusChange: (status: EnquiryStatus) => void;
  changingStatus: boolean;
  onDelete: () => void;
  deleting: boolean;
  /** Reads the list again (someone else's note). */
  onReload: () => Promise<unknown>;
}

/** One enquiry: what the visitor wrote, how to reach them, its status, the office's private note, and delete. */
export function EnquiryCard({ enquiry, onStatusChange, changingStatus, onDelete, deleting, onReload }: EnquiryCardProps) {
  const { name, email, phone, subject, message, status, createdAt } = enquiry;
  const links = enquiryLinks(enquiry);
  const current = ENQUIRY_STATUS_OPTIONS.find((option) => option.value === status);
  // After a call, a WhatsApp or an e-mail to a new enquiry, the card offers to mark it replied.
  const [contacted, setContacted] = useState(false);
  const contact = () => setContacted(true);

  return (
    <Box
      as="li"
      position="relative"
      bg="white"
      borderRadius="xl"
      borderWidth="1px"
      borderColor={status === 'NEW' ? 'red.200' : 'gray.200'}
      shadow="xs"
      p={{ base: '4', md: '5' }}
      aria-busy={deleting || undefined}
    >
      <Flex gap="3" justify="space-between" align="flex-start" wrap="wrap">
        <Box minW="0" flex="1">
          <Flex align="center" gap="2" wrap="wrap">
            <Heading as="h2" size="md" fontFamily="heading" wordBreak="break-word">
              {subject}
            </Heading>
            {current && (
              <Badge colorPalette={current.palette} variant={status === 'NEW' ? 'solid' : 'subtle'}>
                {current.label}
              </Badge>
            )}
          </Flex>
          <Text fontSize="sm" color="fg.muted" mt="1">
            From <strong>{name}</strong> · <time dateTime={createdAt}>{received.format(new Date(createdAt))}</time>
          </Text>
        </Box>
        <NativeSelect.Root size="sm" width="auto" disabled={changingStatus || deleting}>
          <NativeSelect.Field
            aria-label={`Status of the enquiry from ${name}`}
            value={status}
            onChange={(event) => onStatusChange(event.target.value as EnquiryStatus)}
          >
            {ENQUIRY_STATUS_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Flex>

      <Text mt="3" whiteSpace="pre-wrap" wordBreak="break-word" color="gray.800">
        {message}
      </Text>

      <Stack as="dl" direction={{ base: 'column', sm: 'row' }} gap={{ base: '1', sm: '6' }} mt="4" fontSize="sm">
        <Flex gap="1.5">
          <Text as="dt" color="fg.muted">
            Phone
          </Text>
          <Text as="dd">{phone}</Text>
        </Flex>
        <Flex gap="1.5" minW="0">
          <Text as="dt" color="fg.muted">
            E-mail
          </Text>
          <Text as="dd" wordBreak="break-all">
            {email}
          </Text>
        </Flex>
      </Stack>

      <Wrap mt="4" gap="2">
        <Button asChild size="sm" variant="outline">
          <a href={links.call} aria-label={`Call ${name}`} onClick={contact}>
            <Phone /> Call
          </a>
        </Button>
        {links.whatsApp && (
          <Button asChild size="sm" colorPalette="green">
            <a href={links.whatsApp} target="_blank" rel="noopener noreferrer" aria-label={`Reply on WhatsApp to ${name}`} onClick={contact}>
              <MessageCircle /> Reply on WhatsApp
            </a>
          </Button>
        )}
        <Button asChild size="sm" variant="outline">
          <a href={links.email} aria-label={`E-mail ${name}`} onClick={contact}>
            <Mail /> E-mail
          </a>
        </Button>
        <Button size="sm" variant="ghost" colorPalette="red" onClick={onDelete} disabled={deleting} aria-label={`Delete the enquiry from ${name}`}>
          <Trash2 /> Delete
        </Button>
      </Wrap>
      {contacted && status === 'NEW' && (
        <Alert.Root status="info" mt="4" borderRadius="lg" role="status">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{`Did you reply to ${name}?`}</Alert.Title>
            <Flex gap="2" mt="2" wrap="wrap">
              <Button size="sm" colorPalette="blue" onClick={() => onStatusChange('REPLIED')} loading={changingStatus}>
                <Check /> Mark as replied
              </Button>
              <Button size="sm" variant="ghost" onClick={() => setContacted(false)}>
                Not yet
              </Button>
            </Flex>
          </Alert.Content>
        </Alert.Root>
      )}
      <EnquiryNotes enquiry={enquiry} onReload={onReload} />
      {deleting && <DeletingOverlay />}
    </Box>
  );
}
