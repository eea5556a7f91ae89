import type { SiteSettings } from '@vriddhi/rules/site-settings';
import { Check, Column, type ValueTransformer, Entity, JoinColumn, ManyToOne, PrimaryColumn, UpdateDateColumn } from 'typeorm';
import { imageKeyOf, imageUrlOf } from '../storage/image-names';
import { User } from './user';

/** The team's photos are stored by key, like every image (storage/image-names.ts). */
function withTeamPhotos(data: SiteSettings | null | undefined, name: (value: string) => string): SiteSettings | null | undefined {
  const team = data?.about?.team;
  if (!data || !Array.isArray(team)) return data;
  return {
    ...data,
    about: { ...data.about, team: team.map((member) => (typeof member.photoUrl === 'string' ? { ...member, photoUrl: name(member.photoUrl) } : member)) },
  };
}

const teamPhotoKeys: ValueTransformer = { from: (data) => withTeamPhotos(data, imageUrlOf), to: (data) => withTeamPhotos(data, imageKeyOf) };

/** The one settings record of the site (id 1): the firm's details as @vriddhi/rules/site-settings checks them. */
@Entity('site_settings')
@Check('CHK_site_settings_single_row', '"id" = 1')
export class SiteSettingsRecord {
  @PrimaryColumn('smallint', { primaryKeyConstraintName: 'PK_site_settings' })
  id: number;

  @Column('jsonb', { transformer: teamPhotoKeys })
  data: SiteSettings;

  /** Raised by every save (modules/versions.ts). */
  @Column('integer', { default: 1 })
  version: number;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;

  /** Who changed it last; null once that user is deleted. */
  @Column('uuid', { name: 'updated_by_id', nullable: true })
  updatedById: string | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'updated_by_id', foreignKeyConstraintName: 'FK_site_settings_updated_by_id' })
  updatedByUser?: User;
}
