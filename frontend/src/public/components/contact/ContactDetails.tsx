import { Box, chakra, Flex, Square, Stack, Text } from '@chakra-ui/react';
import { Icon } from '@/public/components/icons/Icon';
import type { ReactNode } from 'react';
import { addressLines, useSite } from '@/public/content/site';
import { useI18n } from '@/public/i18n/context';

function Row({ icon, title, children, tone }: { icon: ReactNode; title: string; children: ReactNode; tone: 'dark' | 'light' }) {
  return (
    <Flex gap="4" align="start">
      <Square size="11" borderRadius="xl" bg={tone === 'dark' ? 'brand.50' : 'whiteAlpha.100'} color={tone === 'dark' ? 'brand.600' : 'brand.300'}>
        {icon}
      </Square>
      <Box>
        <Text as="h3" fontFamily="heading" fontWeight="semibold" fontSize="md" color={tone === 'dark' ? 'fg' : 'white'} mb="1">
          {title}
        </Text>
        <Box color={tone === 'dark' ? 'fg.muted' : 'whiteAlpha.800'} fontSize="sm" lineHeight="1.7">
          {children}
        </Box>
      </Box>
    </Flex>
  );
}

const linkStyle = { _hover: { color: 'brand.600', textDecoration: 'underline' } } as const;

/** Address, phones, e-mails and hours, as a list of icon rows. */
export function ContactDetails({ tone = 'dark' }: { tone?: 'dark' | 'light' }) {
  const site = useSite();
  const { t } = useI18n();
  return (
    <Stack gap="6">
      <Row tone={tone} icon={<Icon name="MapPin" size={20} />} title={t('contact.visitOffice')}>
        <chakra.address fontStyle="normal">
          {addressLines(site).map((line) => (
            <Box key={line}>{line}</Box>
          ))}
        </chakra.address>
        <chakra.a
          href={site.map.linkUrl}
          target="_blank"
          rel="noopener noreferrer"
          display="inline-block"
          mt="1"
          fontWeight="semibold"
          color={tone === 'dark' ? 'brand.700' : 'brand.300'}
          {...linkStyle}
        >
          {t('contact.directions')}
        </chakra.a>
      </Row>
      <Row tone={tone} icon={<Icon name="Phone" size={20} />} title={t('contact.callUs')}>
        {site.phones.map((p) => (
          <Box key={p.tel}>
            <chakra.a href={`tel:${p.tel}`} {...linkStyle}>
              {p.display}
            </chakra.a>{' '}
            <Text as="span" color={tone === 'dark' ? 'fg.subtle' : 'whiteAlpha.600'}>
              ({p.label})
            </Text>
          </Box>
        ))}
      </Row>
      <Row tone={tone} icon={<Icon name="Mail" size={20} />} title={t('contact.emailUs')}>
        {site.emails.map((email) => (
          <Box key={email}>
            <chakra.a href={`mailto:${email}`} {...linkStyle} wordBreak="break-all">
              {email}
            </chakra.a>
          </Box>
        ))}
      </Row>
      <Row tone={tone} icon={<Icon name="Clock" size={20} />} title={t('contact.hours')}>
        {site.hours.map((h) => (
          <Flex key={h.days} justify="space-between" gap="4" maxW="xs">
            <span>{h.days}</span>
            <Text as="span" fontWeight="medium" color={h.closed ? 'brand.600' : undefined}>
              {h.hours}
            </Text>
          </Flex>
        ))}
      </Row>
    </Stack>
  );
}
