import { readFile } from 'node:fs/promises';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { type AppConfig, APP_CONFIG } from '../../config';

/**
 * `/remotes.json`: REMOTE_*_URL settings, overlaid with REMOTES_FILE read fresh on every call,
 * so a new remote build goes live by editing one file (no shell rebuild, no restart).
 */
@Injectable()
export class RemotesService {
  private readonly logger = new Logger(RemotesService.name);

  /** The mapping each request read: a page's preload hints and its security policy share one read of the file. */
  private readonly readFor = new WeakMap<object, Promise<Record<string, string>>>();

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  /** The live mapping; with `request`, read once for that request however many parts of its answer need it. */
  manifest(request?: object): Promise<Record<string, string>> {
    if (!request) return this.read();
    let mapping = this.readFor.get(request);
    if (!mapping) {
      mapping = this.read();
      this.readFor.set(request, mapping);
    }
    return mapping;
  }

  /** Absolute origins the shell may load remote code from (for the Content-Security-Policy). */
  async remoteOrigins(request?: object): Promise<string[]> {
    const origins = new Set<string>();
    for (const url of Object.values(await this.manifest(request))) {
      if (/^https?:\/\//.test(url)) origins.add(new URL(url).origin);
    }
    return [...origins];
  }

  private async read(): Promise<Record<string, string>> {
    return { ...this.config.remotes, ...(await this.fromFile()) };
  }

  private async fromFile(): Promise<Record<string, string>> {
    if (!this.config.remotesFile) return {};
    try {
      const parsed: unknown = JSON.parse(await readFile(this.config.remotesFile, 'utf8'));
      if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new Error('not a JSON object');
      return Object.fromEntries(
        Object.entries(parsed).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
      );
    } catch (error) {
      // A half-written file must not take the shell down: keep serving the configured mapping.
      this.logger.warn(`Ignoring REMOTES_FILE ${this.config.remotesFile}: ${(error as Error).message}`);
      return {};
    }
  }
}
