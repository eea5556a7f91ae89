import { Box, CloseButton, Input, InputGroup, NativeSelect, Stack } from '@chakra-ui/react';
import { Search } from 'lucide-react';
import type { EnquiryStatus } from '@/gql/graphql';
import { ENQUIRY_STATUS_OPTIONS } from './EnquiryCard';
import type { useEnquiryFilters } from './use-enquiry-filters';

/** The search box and the status filter above the enquiries. */
export function EnquiryFilters({ filters }: { filters: ReturnType<typeof useEnquiryFilters> }) {
  const { typed, setTyped, status, setStatus } = filters;
  return (
    <Stack direction={{ base: 'column', sm: 'row' }} gap="3" mb="5" align={{ base: 'stretch', sm: 'center' }}>
      <Box flex="1" maxW={{ sm: 'md' }} role="search">
        <InputGroup
          startElement={<Search size={16} aria-hidden />}
          endElement={typed ? <CloseButton size="xs" aria-label="Clear the search" onClick={() => setTyped('')} /> : undefined}
        >
          <Input
            type="search"
            bg="white"
            aria-label="Search the enquiries"
            placeholder="Search by name, phone, e-mail or words"
            value={typed}
            maxLength={200}
            onChange={(event) => setTyped(event.target.value)}
          />
        </InputGroup>
      </Box>
      <NativeSelect.Root width={{ base: 'full', sm: 'auto' }} minW={{ sm: '44' }}>
        <NativeSelect.Field
          bg="white"
          aria-label="Show the enquiries"
          value={status ?? ''}
          onChange={(event) => setStatus((event.target.value || null) as EnquiryStatus | null)}
        >
          <option value="">All enquiries</option>
          {ENQUIRY_STATUS_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              Only {option.label.toLowerCase()}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Stack>
  );
}
