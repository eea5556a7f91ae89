import { Box, Link, Text } from '@chakra-ui/react';
import { formatPhone, normalizePhone, whatsAppDigits } from '@vriddhi/rules/site-settings';

/**
 * How a typed number will look on the site and what tapping it does: the shown form and the `tel:` or
 * WhatsApp link, read by the same library as the server; while it is not a number yet, says so (before Save).
 */
export function PhonePreview({ number, kind }: { number: string; kind: 'call' | 'whatsapp' }) {
  const international = normalizePhone(number);
  if (!international) {
    if (!number.trim()) return null;
    return (
      <Text fontSize="sm" color="orange.800" bg="orange.50" borderWidth="1px" borderColor="orange.200" borderRadius="md" px="3" py="2" aria-live="polite">
        This is not a number that can be {kind === 'call' ? 'called' : 'chatted with'} yet: type it as you dial it, such as 94432 12345 or 04143 223456.
      </Text>
    );
  }
  const href = kind === 'call' ? `tel:${international}` : `https://wa.me/${whatsAppDigits(international)}`;
  return (
    <Box fontSize="sm" bg="green.50" borderWidth="1px" borderColor="green.200" borderRadius="md" px="3" py="2" aria-live="polite">
      <Text color="gray.700">
        Shown on the site as <strong>{formatPhone(international)}</strong>
      </Text>
      <Text color="gray.600" wordBreak="break-all">
        {kind === 'call' ? 'Tapping it calls ' : 'The chat button opens '}
        <Link href={href} target="_blank" rel="noopener noreferrer" color="brand.700" textDecoration="underline">
          {href}
        </Link>
      </Text>
    </Box>
  );
}
