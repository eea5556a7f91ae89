import { Button, Flex } from '@chakra-ui/react';
import { Eye, EyeOff, ExternalLink } from 'lucide-react';
import { Link } from 'react-router';

/** Where a card's second button goes: the public page (a new tab), or an admin preview of a hidden item. */
export interface CardLink {
  to: string;
  label: string;
  /** A public page, opened in a new tab so the admin keeps its place. */
  external?: boolean;
}

interface CardQuickActionsProps {
  title: string;
  published: boolean;
  busy: boolean;
  onToggle: () => void;
  link?: CardLink | null;
}

/** Under a card: hide or show it with one tap, and see it as visitors will. */
export function CardQuickActions({ title, published, busy, onToggle, link }: CardQuickActionsProps) {
  return (
    <Flex gap="2" px="3" pb="3" wrap="wrap">
      <Button
        size="xs"
        variant="outline"
        onClick={onToggle}
        loading={busy}
        aria-label={published ? `Hide ${title} from the site` : `Show ${title} on the site`}
      >
        {published ? <EyeOff aria-hidden /> : <Eye aria-hidden />}
        {published ? 'Hide' : 'Show on site'}
      </Button>
      {link && (
        <Button size="xs" variant="ghost" asChild>
          {link.external ? (
            <a href={link.to} target="_blank" rel="noopener" aria-label={`${link.label}: ${title} (opens in a new tab)`}>
              <ExternalLink aria-hidden /> {link.label}
            </a>
          ) : (
            <Link to={link.to} aria-label={`${link.label}: ${title}`}>
              <Eye aria-hidden /> {link.label}
            </Link>
          )}
        </Button>
      )}
    </Flex>
  );
}
