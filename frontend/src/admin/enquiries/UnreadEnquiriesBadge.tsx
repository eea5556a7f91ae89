import { Badge, chakra } from '@chakra-ui/react';
import { useUnreadEnquiryCount } from './api/get-unread-enquiry-count';

/** The sidebar's count of enquiries not answered yet; nothing when there are none (or until it is known). */
export function UnreadEnquiriesBadge() {
  const count = useUnreadEnquiryCount();
  if (!count) return null;
  return (
    <Badge ml="auto" colorPalette="red" variant="solid" borderRadius="full" px="2">
      {count}
      <chakra.span srOnly> new</chakra.span>
    </Badge>
  );
}
