// A publication framed once per broadcast: each (mode, encoding) pair is built on first use, then shared.
import { createDelta } from 'fossil-delta';
import type { Publication } from './broker';
import { publicationFrame } from './protocol';
import { encodeMessage, type Encoding } from './transport';

/** json: data embedded; string: data as a JSON string (delta mode, full); delta: a fossil patch. */
export type FrameMode = 'json' | 'string' | 'delta';

const MODES: FrameMode[] = ['json', 'string', 'delta'];
const ENCODINGS = 3;

export class PreparedPublication {
  private readonly frames: (Buffer | undefined)[] = [];
  /** undefined: not computed yet; null: no patch (no base, or a patch not smaller than the data). */
  private patch: string | null | undefined;

  constructor(
    readonly channel: string,
    readonly publication: Publication,
    readonly epoch: string,
    /** The channel's previous publication when it is offset - 1, the base of a delta. */
    private readonly previous: Publication | null,
  ) {}

  get offset(): number {
    return this.publication.offset;
  }

  /** The delta frame is usable by a subscriber holding the previous payload, if a patch pays off. */
  canDelta(): boolean {
    if (this.patch === undefined) this.patch = this.computePatch();
    return this.patch !== null;
  }

  private computePatch(): string | null {
    if (!this.previous) return null;
    // Payloads are ASCII JSON (see toPayload), so bytes and characters coincide.
    const source = Buffer.from(this.previous.data, 'latin1');
    const target = Buffer.from(this.publication.data, 'latin1');
    const patch = Buffer.from(createDelta(source, target));
    return patch.length < target.length ? patch.toString('latin1') : null;
  }

  frame(mode: FrameMode, encoding: Encoding): Buffer {
    const index = MODES.indexOf(mode) * ENCODINGS + encoding;
    let frame = this.frames[index];
    if (!frame) {
      const data = mode === 'delta' ? (this.patch ?? '') : this.publication.data;
      frame = encodeMessage(publicationFrame(this.channel, this.offset, data, mode), encoding);
      this.frames[index] = frame;
    }
    return frame;
  }
}
