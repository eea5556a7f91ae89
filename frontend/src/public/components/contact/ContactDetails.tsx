import { Icon } from '@/public/components/icons/Icon';
import type { ReactNode } from 'react';
import { addressLines, useSite } from '@/public/content/site';
import { Text } from '@/public/components/ui';
import { useI18n } from '@/public/i18n/context';
import { css } from '@/styled-system/css';
import { Box, Flex, Square, Stack, styled } from '@/styled-system/jsx';

function Row({ icon, title, children, tone }: { icon: ReactNode; title: string; children: ReactNode; tone: 'dark' | 'light' }) {
  return (
    <Flex gap="4" align="start">
      <Square size="11" borderRadius="xl" bg={tone === 'dark' ? 'brand.50' : 'whiteAlpha.100'} color={tone === 'dark' ? 'brand.600' : 'brand.300'}>
        {icon}
      </Square>
      <div>
        <Text as="h3" fontFamily="heading" fontWeight="semibold" fontSize="md" color={tone === 'dark' ? 'fg' : 'white'} mb="1">
          {title}
        </Text>
        <Box color={tone === 'dark' ? 'fg.muted' : 'whiteAlpha.800'} fontSize="sm" lineHeight="1.7">
          {children}
        </Box>
      </div>
    </Flex>
  );
}

const linkHover = css({ _hover: { color: 'brand.600', textDecoration: 'underline' } });

/** Address, phones, e-mails and hours, as a list of icon rows. */
export function ContactDetails({ tone = 'dark' }: { tone?: 'dark' | 'light' }) {
  const site = useSite();
  const { t } = useI18n();
  return (
    <Stack gap="6">
      <Row tone={tone} icon={<Icon name="MapPin" size={20} />} title={t('contact.visitOffice')}>
        <styled.address fontStyle="normal">
          {addressLines(site).map((line) => (
            <div key={line}>{line}</div>
          ))}
        </styled.address>
        <styled.a
          href={site.map.linkUrl}
          target="_blank"
          rel="noopener noreferrer"
          display="inline-block"
          mt="1"
          fontWeight="semibold"
          color={tone === 'dark' ? 'brand.700' : 'brand.300'}
          className={linkHover}
        >
          {t('contact.directions')}
        </styled.a>
      </Row>
      <Row tone={tone} icon={<Icon name="Phone" size={20} />} title={t('contact.callUs')}>
        {site.phones.map((p) => (
          <div key={p.tel}>
            <a href={`tel:${p.tel}`} className={linkHover}>
              {p.display}
            </a>{' '}
            <Text as="span" color={tone === 'dark' ? 'fg.subtle' : 'whiteAlpha.600'}>
              ({p.label})
            </Text>
          </div>
        ))}
      </Row>
      <Row tone={tone} icon={<Icon name="Mail" size={20} />} title={t('contact.emailUs')}>
        {site.emails.map((email) => (
          <div key={email}>
            <styled.a href={`mailto:${email}`} className={linkHover} wordBreak="break-all">
              {email}
            </styled.a>
          </div>
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
