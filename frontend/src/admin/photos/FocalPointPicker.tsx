import { Box, Image, Text } from '@chakra-ui/react';
import type { KeyboardEvent, PointerEvent } from 'react';

export interface FocalPoint {
  x: number;
  y: number;
}

const CENTRE: FocalPoint = { x: 0.5, y: 0.5 };
/** One arrow key press moves the point this far (Shift: ten times less). */
const STEP = 0.05;

const clamp = (share: number) => Math.min(1, Math.max(0, Math.round(share * 1000) / 1000));
const percent = (share: number) => `${Math.round(share * 100)}%`;

/** "40% across, 25% down": the point in words, for the label and screen readers. */
export function describeFocalPoint(point: FocalPoint | null): string {
  return point ? `${percent(point.x)} across, ${percent(point.y)} down` : 'the centre';
}

/** The point a key press moves to; null when the key does nothing here. */
export function movedFocalPoint(point: FocalPoint | null, key: string, fine: boolean): FocalPoint | null {
  const from = point ?? CENTRE;
  const step = fine ? STEP / 10 : STEP;
  const moves: Record<string, FocalPoint> = {
    ArrowLeft: { x: from.x - step, y: from.y },
    ArrowRight: { x: from.x + step, y: from.y },
    ArrowUp: { x: from.x, y: from.y - step },
    ArrowDown: { x: from.x, y: from.y + step },
  };
  const moved = moves[key];
  return moved ? { x: clamp(moved.x), y: clamp(moved.y) } : null;
}

interface FocalPointPickerProps {
  src: string;
  value: FocalPoint | null;
  onChange: (point: FocalPoint) => void;
}

/**
 * The photo with a marker on its important spot: click or tap where it is, or move it with the arrow
 * keys. Every crop of the photo (cards, link previews, thumbnails) keeps that spot in frame.
 */
export function FocalPointPicker({ src, value, onChange }: FocalPointPickerProps) {
  const point = value ?? CENTRE;
  const pick = (event: PointerEvent<HTMLDivElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) return;
    onChange({ x: clamp((event.clientX - box.left) / box.width), y: clamp((event.clientY - box.top) / box.height) });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const moved = movedFocalPoint(value, event.key, event.shiftKey);
    if (!moved) return;
    event.preventDefault();
    onChange(moved);
  };

  return (
    <Box>
      <Box
        position="relative"
        display="inline-block"
        maxW="full"
        cursor="crosshair"
        tabIndex={0}
        role="slider"
        aria-label="Focal point"
        aria-valuetext={`${describeFocalPoint(value)}. Move it with the arrow keys, or click the photo.`}
        aria-valuenow={Math.round(point.x * 100)}
        aria-valuemin={0}
        aria-valuemax={100}
        onPointerDown={pick}
        onKeyDown={onKeyDown}
        borderRadius="md"
        overflow="hidden"
        _focusVisible={{ outline: '3px solid', outlineColor: 'brand.500', outlineOffset: '2px' }}
        touchAction="none"
      >
        <Image src={src} alt="" display="block" maxH="50vh" maxW="full" draggable={false} userSelect="none" />
        <Box
          position="absolute"
          style={{ left: percent(point.x), top: percent(point.y) }}
          transform="translate(-50%, -50%)"
          boxSize="9"
          borderRadius="full"
          borderWidth="3px"
          borderColor="white"
          bg="blackAlpha.400"
          shadow="0 0 0 2px rgba(0,0,0,0.6)"
          pointerEvents="none"
          aria-hidden
        />
      </Box>
      <Text fontSize="sm" color="fg.muted" mt="2">
        Click the most important spot of the photo (or move the circle with the arrow keys). Crops on the website keep it in view. Now:{' '}
        {describeFocalPoint(value)}.
      </Text>
    </Box>
  );
}
