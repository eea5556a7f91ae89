import { SimpleGrid } from '@chakra-ui/react';
import { SETTINGS_LIMITS, type SiteSettings } from '@vriddhi/rules/site-settings';
import { TextField } from '@/admin/ui/TextField';
import { ListEditor } from '@/admin/settings/ListEditor';
import { SettingsGroup, SettingsSection } from '@/admin/settings/SettingsSection';
import { TamilTextField, TwinTextField } from '@/admin/settings/TwinTextField';
import type { SettingsForm } from '@/admin/settings/use-settings-form';
import type { TeamMemberFormValues } from '@/admin/settings/settings-form-model';
import { TeamPhoto } from '@/admin/settings/TeamPhoto';

type About = SiteSettings['about'];

export function AboutSection({ form }: { form: SettingsForm }) {
  const team = form.list<TeamMemberFormValues>('about.team');
  const reasons = form.list<About['reasons'][number]>('about.reasons');
  const milestones = form.list<About['milestones'][number]>('about.milestones');
  return (
    <SettingsSection
      id="settings-about"
      title="About page"
      description="The firm's story, mission and vision, its history, its people and why clients choose it."
    >
      <TwinTextField form={form} label="Our story" path="about.story" required rows={8} helper="Leave an empty line between paragraphs." />
      <TwinTextField form={form} label="Our mission" path="about.mission" required rows={4} />
      <TwinTextField form={form} label="Our vision" path="about.vision" required rows={4} />
      <SettingsGroup title="History" helper="The timeline beside the story, oldest first.">
        <ListEditor
          noun="milestone"
          {...milestones}
          blank={() => ({ year: '', title: '', text: '' })}
          max={SETTINGS_LIMITS.milestones}
          describe={(item) => [item.year, item.title].filter(Boolean).join(': ')}
          renderItem={(_, i) => (
            <>
              <SimpleGrid columns={{ base: 1, md: 2 }} gap="4" templateColumns={{ md: '1fr 3fr' }}>
                <TextField label="Year" {...form.text(`about.milestones.${i}.year`)} required placeholder="2004" />
                <TextField label="What happened" {...form.text(`about.milestones.${i}.title`)} required />
                <TamilTextField form={form} label="Year" path={`about.milestones.${i}.year`} />
                <TamilTextField form={form} label="What happened" path={`about.milestones.${i}.title`} />
              </SimpleGrid>
              <TwinTextField form={form} label="A sentence about it" path={`about.milestones.${i}.text`} required rows={2} />
            </>
          )}
        />
      </SettingsGroup>
      <SettingsGroup title="Team">
        <ListEditor
          noun="team member"
          {...team}
          blank={() => ({ name: '', role: '', bio: '', photoUrl: null, photoFile: null })}
          max={SETTINGS_LIMITS.team}
          describe={(member) => member.name}
          renderItem={(member, i) => (
            <>
              <TeamPhoto form={form} member={member} index={i} />
              <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                <TextField label="Name" {...form.text(`about.team.${i}.name`)} required />
              </SimpleGrid>
              <TwinTextField form={form} label="Role" path={`about.team.${i}.role`} required placeholder="Site Engineer" />
              <TwinTextField form={form} label="A line about them" path={`about.team.${i}.bio`} rows={2} />
            </>
          )}
        />
      </SettingsGroup>
      <SettingsGroup title="Why choose us">
        <ListEditor
          noun="reason"
          {...reasons}
          blank={() => ({ title: '', text: '' })}
          max={SETTINGS_LIMITS.reasons}
          describe={(reason) => reason.title}
          renderItem={(_, i) => (
            <>
              <TwinTextField form={form} label="Reason" path={`about.reasons.${i}.title`} required placeholder="On-time delivery" />
              <TwinTextField form={form} label="A sentence about it" path={`about.reasons.${i}.text`} required rows={2} />
            </>
          )}
        />
      </SettingsGroup>
    </SettingsSection>
  );
}
