import { Transform } from "node:stream";
import { ArchiveRefusedError, type ArchiveLimits } from "./archive-limits";

/**
 * Counts what an extraction actually produces (never what headers claim) and throws
 * `ArchiveRefusedError` the moment a limit is crossed.
 */
export class ExtractionBudget {
  private entries = 0;
  private totalBytes = 0;
  private readonly seen = new Set<string>();

  constructor(
    private readonly limits: ArchiveLimits,
    private readonly archiveBytes: number,
  ) {}

  /** Registers one entry (file or folder) by its safe relative path. */
  addEntry(relativePath: string): void {
    this.entries += 1;
    if (this.entries > this.limits.maxEntries) {
      throw new ArchiveRefusedError(
        "too-many-entries",
        `archive has more than ${this.limits.maxEntries} entries`,
      );
    }
    if (relativePath !== "" && this.seen.has(relativePath)) {
      throw new ArchiveRefusedError("duplicate-entry", `archive holds ${relativePath} more than once`);
    }
    this.seen.add(relativePath);
  }

  /** A pass-through stream that counts one entry's inflated bytes against all limits. */
  meter(relativePath: string): Transform {
    let entryBytes = 0;
    return new Transform({
      transform: (chunk: Buffer, _encoding, callback) => {
        entryBytes += chunk.length;
        this.totalBytes += chunk.length;
        try {
          if (entryBytes > this.limits.maxEntryBytes) {
            throw new ArchiveRefusedError(
              "entry-too-large",
              `${relativePath} inflates to more than ${this.limits.maxEntryBytes} bytes`,
            );
          }
          this.checkTotal();
          callback(null, chunk);
        } catch (error) {
          callback(error as Error);
        }
      },
    });
  }

  /** Total inflated file bytes so far. */
  get bytes(): number {
    return this.totalBytes;
  }

  /** Number of entries so far. */
  get entryCount(): number {
    return this.entries;
  }

  private checkTotal(): void {
    if (this.totalBytes > this.limits.maxTotalBytes) {
      throw new ArchiveRefusedError(
        "total-too-large",
        `archive inflates to more than ${this.limits.maxTotalBytes} bytes`,
      );
    }
    if (
      this.totalBytes > this.limits.ratioFloorBytes &&
      this.totalBytes > this.limits.maxRatio * this.archiveBytes
    ) {
      throw new ArchiveRefusedError(
        "ratio",
        `archive inflates to more than ${this.limits.maxRatio} times its size (${this.archiveBytes} bytes): refusing a possible compression bomb`,
      );
    }
  }
}
