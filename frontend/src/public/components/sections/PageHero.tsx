import { Icon } from '@/public/components/icons/Icon';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { BreadcrumbJsonLd } from '@/public/components/seo/JsonLd';
import { Container, Heading, Text, TextLink } from '@/public/components/ui';
import { useI18n } from '@/public/i18n/context';
import { Box } from '@/styled-system/jsx';
import { pageHero } from '@/styled-system/recipes';

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
  const classes = pageHero();
  return (
    <>
      <BreadcrumbJsonLd crumbs={crumbs.map((crumb, i) => ({ name: crumb.label, path: i === crumbs.length - 1 ? pathname : (crumb.to ?? pathname) }))} />
      <section aria-labelledby="page-title" className={classes.root}>
        <Container>
          <Box as="nav" aria-label={t('breadcrumb.label')} mb="5">
            <ol className={classes.crumbs}>
              {crumbs.map((crumb, i) => {
                const last = i === crumbs.length - 1;
                return (
                  <li key={`${crumb.label}-${i}`} className={classes.crumb}>
                    {crumb.to && !last ? (
                      <TextLink to={crumb.to} className={classes.crumbLink}>
                        {crumb.label}
                      </TextLink>
                    ) : (
                      <Text as="span" color="white" fontWeight="medium" aria-current={last ? 'page' : undefined}>
                        {crumb.label}
                      </Text>
                    )}
                    {!last && <Icon name="ChevronRight" size={14} />}
                  </li>
                );
              })}
            </ol>
          </Box>
          {eyebrow && <Text className={classes.eyebrow}>{eyebrow}</Text>}
          <Heading as="h1" id="page-title" size="3xl" maxW="4xl">
            {title}
          </Heading>
          {description && <Text className={classes.description}>{description}</Text>}
        </Container>
        <div className={classes.bar} />
      </section>
    </>
  );
}
