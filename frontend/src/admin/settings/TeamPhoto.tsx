import { Button, Stack } from '@chakra-ui/react';
import { Trash2 } from 'lucide-react';
import { ImagePicker } from '@/admin/ui/ImagePicker';
import type { TeamMemberFormValues } from './settings-form-model';
import type { SettingsForm } from './use-settings-form';

/** A team member's optional photo: the current one, a new file, or none (initials are shown instead). */
export function TeamPhoto({ form, member, index }: { form: SettingsForm; member: TeamMemberFormValues; index: number }) {
  const path = `about.team.${index}`;
  return (
    <Stack gap="2">
      <ImagePicker
        label="Photo (optional)"
        value={member.photoFile ?? null}
        onChange={(file) => form.set(`${path}.photoFile`, file)}
        current={member.photoUrl ? { src: member.photoUrl, asset: member.photo ?? null } : undefined}
        error={form.errors[`${path}.photoUrl`]}
      />
      {member.photoUrl && !member.photoFile && (
        <Button
          alignSelf="start"
          size="sm"
          variant="ghost"
          colorPalette="red"
          aria-label={`Remove the photo of ${member.name || 'this team member'}`}
          onClick={() => form.set(`${path}.photoUrl`, null)}
        >
          <Trash2 /> Remove the photo
        </Button>
      )}
    </Stack>
  );
}
