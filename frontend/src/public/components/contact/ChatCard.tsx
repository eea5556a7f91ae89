import { Icon } from '@/public/components/icons/Icon';
import { whatsappLink } from '@/public/components/contact/whatsapp';
import { ButtonAnchor, Heading, Text } from '@/public/components/ui';
import { addressOneLine, useSite } from '@/public/content/site';
import { useI18n } from '@/public/i18n/context';
import { Box } from '@/styled-system/jsx';

/** The dark card that invites a chat on WhatsApp, with a greeting ready to send. */
export function ChatCard() {
  const site = useSite();
  const { t } = useI18n();
  return (
    <Box
      borderRadius="2xl"
      p={{ base: '6', md: '7' }}
      bg="stone.950"
      color="white"
      bgImage="radial-gradient(ellipse 80% 100% at 100% 0%, rgba(37,211,102,0.22), transparent 60%)"
    >
      <Heading as="h3" size="md">
        {t('contactPage.chatTitle')}
      </Heading>
      <Text mt="2" fontSize="sm" color="whiteAlpha.800" lineHeight="1.7">
        {t('contactPage.chatText', { address: addressOneLine(site) })}
      </Text>
      <ButtonAnchor
        href={whatsappLink(site.whatsapp, t('contactPage.chatMessage', { firm: site.name }))}
        target="_blank"
        rel="noopener noreferrer"
        mt="5"
        bg="green.700"
        color="white"
        boxShadow="none"
        _hover={{ bg: 'green.800' }}
      >
        <Icon name="WhatsApp" size={20} /> {t('contactPage.chat')}
      </ButtonAnchor>
    </Box>
  );
}
