import { Box, Progress, Text } from '@chakra-ui/react';
import type { PasswordStrength } from '@vriddhi/rules/passwords';

const LABELS = ['Very weak', 'Weak', 'Fair', 'Strong', 'Very strong'] as const;
const COLORS = ['red', 'red', 'orange', 'green', 'green'] as const;

/** zxcvbn's score of the new password (0 to 4) as a bar, with what to do better. */
export function PasswordStrengthMeter({ strength }: { strength: PasswordStrength }) {
  const label = LABELS[strength.score];
  return (
    <Box mt="2" w="full" aria-live="polite" data-testid="password-strength">
      {/* Five steps, so that even the weakest password shows a red sliver. */}
      <Progress.Root value={strength.score + 1} min={0} max={5} size="sm" colorPalette={COLORS[strength.score]}>
        <Progress.Track borderRadius="full" aria-label={`Password strength: ${label}`}>
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
      <Text fontSize="xs" mt="1" color="fg.muted">
        <Text as="span" fontWeight="semibold" color={`${COLORS[strength.score]}.700`}>
          {label}
        </Text>
        {strength.feedback && ` · ${strength.feedback}`}
      </Text>
    </Box>
  );
}
