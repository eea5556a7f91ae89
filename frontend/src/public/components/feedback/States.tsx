import { Icon } from '@/public/components/icons/Icon';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { ButtonAnchor, Heading, Text } from '@/public/components/ui';
import { useI18n } from '@/public/i18n/context';
import { Circle } from '@/styled-system/jsx';
import { flex } from '@/styled-system/patterns';

interface ErrorStateProps {
  message: string;
  /** Shows a 'Try Again' button that reloads the page. */
  retry?: boolean;
  children?: ReactNode;
}

/** The soft red panel of a list that could not be read. */
const errorPanel = flex({
  direction: 'column',
  align: 'center',
  textAlign: 'center',
  gap: '4',
  py: { base: '10', md: '14' },
  px: '6',
  borderRadius: '2xl',
  borderWidth: '1px',
  borderColor: 'brand.100',
  bg: 'brand.50',
});

/**
 * A public list that could not be read. The page is answered with status 503 (its loader says so, and no cache keeps it), and
 * 'Try Again' is a plain link to the same page: it works before and without any script.
 */
export function ErrorState({ message, retry = false, children }: ErrorStateProps) {
  const { pathname, search } = useLocation();
  const { t, path } = useI18n();
  return (
    <div role="alert" className={errorPanel}>
      <Circle size="12" bg="white" color="brand.600" boxShadow="sm">
        <Icon name="AlertTriangle" size={22} />
      </Circle>
      <Text fontWeight="medium" color="brand.800" maxW="md">
        {message}
      </Text>
      {retry && (
        <ButtonAnchor variant="outline" href={`${path(pathname)}${search}`}>
          <Icon name="RotateCw" /> {t('state.tryAgain')}
        </ButtonAnchor>
      )}
      {children}
    </div>
  );
}

interface EmptyStateProps {
  title: string;
  description: ReactNode;
  icon?: ReactNode;
  children?: ReactNode;
  headingLevel?: 'h2' | 'h3';
}

/** The dashed panel of an empty list. */
const emptyPanel = flex({
  direction: 'column',
  align: 'center',
  textAlign: 'center',
  gap: '3',
  py: { base: '12', md: '16' },
  px: '6',
  borderRadius: '2xl',
  borderWidth: '1px',
  borderStyle: 'dashed',
  borderColor: 'border.emphasized',
  bg: 'bg.subtle',
});

export function EmptyState({ title, description, icon, children, headingLevel = 'h3' }: EmptyStateProps) {
  return (
    <div className={emptyPanel}>
      <Circle size="14" bg="white" color="brand.600" boxShadow="sm" mb="1">
        {icon ?? <Icon name="Inbox" size={26} />}
      </Circle>
      <Heading as={headingLevel} size="lg">
        {title}
      </Heading>
      <Text color="fg.muted" maxW="md">
        {description}
      </Text>
      {children}
    </div>
  );
}
