import { Box, chakra, Flex, Text } from '@chakra-ui/react';
import { ChevronLeft, ChevronRight, X } from 'lucide-react';
import { useEffect, useRef, type KeyboardEvent as ReactKeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import { ResponsiveImage, type ImageAssetLike } from '../../../components/image/ResponsiveImage';

export interface LightboxItem {
  id: string;
  title: string;
  category?: string | null;
  imageUrl?: string | null;
  image?: ImageAssetLike | null;
}

interface LightboxProps {
  items: readonly LightboxItem[];
  index: number;
  onClose: () => void;
  onIndexChange: (index: number) => void;
}

const FOCUSABLE = 'a[href], button:not([disabled]), input, select, textarea, [tabindex]:not([tabindex="-1"])';

const navButton = {
  position: 'absolute',
  top: '50%',
  transform: 'translateY(-50%)',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  w: { base: '11', md: '14' },
  h: { base: '11', md: '14' },
  borderRadius: 'full',
  bg: 'whiteAlpha.200',
  color: 'white',
  backdropFilter: 'blur(6px)',
  transition: 'background-color 0.2s',
  _hover: { bg: 'whiteAlpha.300' },
  zIndex: 1,
} as const;

/**
 * Full-screen image viewer: an accessible modal dialog that traps focus, closes on a click, the × button or
 * Esc, and gives focus back to the element that opened it. Arrow keys move between images.
 */
export function Lightbox({ items, index, onClose, onIndexChange }: LightboxProps) {
  const dialogRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const item = items[index];
  const count = items.length;

  // Focus the close button on open; give focus back to the opener on close. Lock page scroll meanwhile.
  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    closeRef.current?.focus();
    return () => {
      document.body.style.overflow = overflow;
      opener?.focus?.();
    };
  }, []);

  if (!item) return null;

  const go = (delta: number) => onIndexChange((index + delta + count) % count);

  const onKeyDown = (event: ReactKeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
    } else if (event.key === 'ArrowRight' && count > 1) {
      go(1);
    } else if (event.key === 'ArrowLeft' && count > 1) {
      go(-1);
    } else if (event.key === 'Tab') {
      const nodes = Array.from(dialogRef.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? []);
      if (nodes.length === 0) return;
      const first = nodes[0];
      const last = nodes[nodes.length - 1];
      const active = document.activeElement;
      if (event.shiftKey && (active === first || !dialogRef.current?.contains(active))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || !dialogRef.current?.contains(active))) {
        event.preventDefault();
        first.focus();
      }
    }
  };

  const titleId = `lightbox-title-${item.id}`;

  return createPortal(
    <Box
      ref={dialogRef}
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      onKeyDown={onKeyDown}
      onClick={onClose}
      position="fixed"
      inset="0"
      zIndex="modal"
      bg="rgba(12, 10, 9, 0.94)"
      display="flex"
      flexDirection="column"
      alignItems="center"
      justifyContent="center"
      p={{ base: '4', md: '10' }}
      animation="fade-in 0.2s ease-out"
      cursor="zoom-out"
    >
      <chakra.button
        ref={closeRef}
        type="button"
        aria-label="Close"
        onClick={(event) => {
          event.stopPropagation();
          onClose();
        }}
        position="absolute"
        top={{ base: '3', md: '5' }}
        right={{ base: '3', md: '5' }}
        display="flex"
        alignItems="center"
        justifyContent="center"
        w="12"
        h="12"
        borderRadius="full"
        bg="whiteAlpha.200"
        color="white"
        _hover={{ bg: 'brand.600' }}
        zIndex={2}
      >
        <X size={26} aria-hidden="true" />
      </chakra.button>

      {count > 1 && (
        <>
          <chakra.button
            type="button"
            aria-label="Previous image"
            onClick={(event) => {
              event.stopPropagation();
              go(-1);
            }}
            left={{ base: '2', md: '6' }}
            {...navButton}
          >
            <ChevronLeft size={28} aria-hidden="true" />
          </chakra.button>
          <chakra.button
            type="button"
            aria-label="Next image"
            onClick={(event) => {
              event.stopPropagation();
              go(1);
            }}
            right={{ base: '2', md: '6' }}
            {...navButton}
          >
            <ChevronRight size={28} aria-hidden="true" />
          </chakra.button>
        </>
      )}

      <Flex key={item.id} direction="column" align="center" maxW="full" maxH="full" animation="scale-in 0.25s ease-out">
        <ResponsiveImage
          image={item.image}
          src={item.imageUrl}
          alt={item.title}
          sizes="100vw"
          priority
          maxW="min(100%, 1400px)"
          maxH="calc(100dvh - 10rem)"
          w="auto"
          h="auto"
          objectFit="contain"
          borderRadius="lg"
          boxShadow="xl"
          bg="transparent"
        />
        <Box mt="4" textAlign="center" color="white" px="12">
          <Text id={titleId} fontFamily="heading" fontWeight="semibold" fontSize={{ base: 'md', md: 'lg' }}>
            {item.title}
          </Text>
          <Text fontSize="sm" color="whiteAlpha.700">
            {item.category && (
              <Text as="span" textTransform="capitalize">
                {item.category}
              </Text>
            )}
            {item.category && count > 1 && ' · '}
            {count > 1 && `${index + 1} of ${count}`}
          </Text>
        </Box>
      </Flex>
    </Box>,
    document.body,
  );
}
