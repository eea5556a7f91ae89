/**
 * The version of the public content (projects, gallery, services): bumped once after every committed
 * write of it, by the one place such writes commit (ImageAssetsService.changeContent). Every cache of
 * public reads (the services' lists, the rendered pages, the public response cache) keeps what it
 * computed under one version and drops it when the version moves, so no reader sees content older than
 * the last committed write. The bump is where another instance would be told (LISTEN/NOTIFY).
 */
export class ContentVersion {
  private value = 0;

  get current(): number {
    return this.value;
  }

  bump(): void {
    this.value += 1;
  }
}
