import { Icon } from '@/public/components/icons/Icon';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { BreadcrumbJsonLd } from '@/public/components/seo/JsonLd';
import { Container, Heading, Text, TextLink } from '@/public/components/ui';
import { useI18n } from '@/public/i18n/context';
import { Box, Flex } from '@/styled-system/jsx';

interface PageHeroProps {
  title: string;
  description?: ReactNode;
  /** Breadcrumb trail after "Home". The last entry is the current page. */
  trail?: { label: string; to?: string }[];
  eyebrow?: string;
}

/** The dark title band at the top of every inner page; it holds the page's only h1. */
export function PageHero({ title, description, trail = [], eyebrow }: PageHeroProps) {
  const { t } = useI18n();
  const crumbs = [{ label: t('nav.home'), to: '/' }, ...(trail.length ? trail : [{ label: title }])];
  const { pathname } = useLocation();
  return (
    <>
      <BreadcrumbJsonLd crumbs={crumbs.map((crumb, i) => ({ name: crumb.label, path: i === crumbs.length - 1 ? pathname : (crumb.to ?? pathname) }))} />
      <Box
        as="section"
        aria-labelledby="page-title"
        position="relative"
        overflow="hidden"
        bg="stone.950"
        color="white"
        pt={{ base: '14', md: '20' }}
        pb={{ base: '12', md: '16' }}
        bgImage="radial-gradient(ellipse 60% 80% at 85% 0%, rgba(229,62,62,0.32), transparent 65%), linear-gradient(rgba(255,255,255,0.05) 1px, transparent 1px), linear-gradient(90deg, rgba(255,255,255,0.05) 1px, transparent 1px)"
        bgSize="auto, 48px 48px, 48px 48px"
      >
        <Container>
          <Box as="nav" aria-label={t('breadcrumb.label')} mb="5">
            <Flex as="ol" listStyleType="none" align="center" gap="1.5" flexWrap="wrap" fontSize="sm" color="whiteAlpha.700">
              {crumbs.map((crumb, i) => {
                const last = i === crumbs.length - 1;
                return (
                  <Flex as="li" key={`${crumb.label}-${i}`} align="center" gap="1.5">
                    {crumb.to && !last ? (
                      <TextLink to={crumb.to} color="whiteAlpha.800" _hover={{ color: 'white', textDecoration: 'underline' }}>
                        {crumb.label}
                      </TextLink>
                    ) : (
                      <Text as="span" color="white" fontWeight="medium" aria-current={last ? 'page' : undefined}>
                        {crumb.label}
                      </Text>
                    )}
                    {!last && <Icon name="ChevronRight" size={14} />}
                  </Flex>
                );
              })}
            </Flex>
          </Box>
          {eyebrow && (
            <Text fontSize="xs" fontWeight="bold" letterSpacing="0.16em" textTransform="uppercase" color="brand.300" mb="3">
              {eyebrow}
            </Text>
          )}
          <Heading as="h1" id="page-title" size="3xl" maxW="4xl">
            {title}
          </Heading>
          {description && (
            <Text mt="4" fontSize={{ base: 'md', md: 'lg' }} color="whiteAlpha.800" maxW="2xl">
              {description}
            </Text>
          )}
        </Container>
        <Box position="absolute" insetX="0" bottom="0" h="1" bgGradient="to-r" gradientFrom="brand.600" gradientVia="brand.400" gradientTo="transparent" />
      </Box>
    </>
  );
}
