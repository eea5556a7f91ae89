import { Box, Link, Text } from '@chakra-ui/react';
import { formatPhone, normalizePhone, whatsAppDigits } from '@vriddhi/rules/site-settings';

/**
 * How a typed number will look on the site and what tapping it does: the shown form and the `tel:` or
 * WhatsApp link, read by the same library as the server. Nothing while the number is not one.
 */
export function PhonePreview({ number, kind }: { number: string; kind: 'call' | 'whatsapp' }) {
  const international = normalizePhone(number);
  if (!international) return null;
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
