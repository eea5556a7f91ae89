import type { Project } from '../../entities';
import { assertCan, type Actor } from '../auth/actor';
import type { AuthService } from '../auth/auth.service';
import type { ProjectsService } from '../projects/projects.service';

/** Where the previews are served: the page's own path after it (/preview/projects/<id>). */
export const PREVIEW_PREFIX = '/preview';

/** An opened preview: whom it was made for, and the project as they see it (null once deleted). */
export interface OpenedPreview {
  actor: Actor;
  project: Project | null;
}

/**
 * Previews let an admin check a hidden project's page before showing it: the admin (with a token)
 * asks for a link, and opening the link in a browser tab, which carries no token, renders the page
 * for that admin. A link is good for one page, for a few minutes (auth/tokens.ts).
 */
export class PreviewsService {
  constructor(
    private readonly auth: AuthService,
    private readonly projects: ProjectsService,
  ) {}

  /** The link (a path on this site) to the project's page as the admin sees it; NOT_FOUND for an unknown project. */
  async projectLink(actor: Actor, id: string): Promise<string> {
    assertCan(actor, 'content');
    const page = projectPage((await this.projects.get(actor, id)).id);
    return `${PREVIEW_PREFIX}${page}?token=${encodeURIComponent(this.auth.previewToken(actor, page))}`;
  }

  /** The preview a link's token opens for the project `id`; UNAUTHENTICATED when the token is not for that page (or expired). */
  async openProject(token: string, id: string): Promise<OpenedPreview> {
    const actor = await this.auth.authenticatePreview(token, projectPage(id));
    assertCan(actor, 'content');
    return { actor, project: await this.projects.find(actor, id) };
  }
}

function projectPage(id: string): string {
  return `/projects/${id}`;
}
