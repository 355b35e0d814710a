/**
 * The kept table ('Keep this table in this browser') as local storage holds it: what the officer
 * gave, not what it read as, so that it is read again on every visit with that day's reader and
 * curriculum. `{ version: 2, inputs }`, each input a progress file's text, a code's pieces with the
 * member its report named, or a refusal. Version 1 (`{ version: 1, codes }`) kept each member read
 * as a progress code; its codes are read the same way. Nothing in storage is ever left out: an
 * entry that cannot be taken is shown as a refusal, and kept with the rest until 'Clear'.
 */
import { CODE_REFUSALS } from '@/lib/progress/progressCode';
import type { ReviewInput } from './inputs';

export const KEPT_VERSION = 2;
const KEPT_SOURCE = 'Kept table';
export const KEPT_REFUSALS = { damaged: 'damaged entry in this browser’s storage', newer: CODE_REFUSALS.newer } as const;

export const keptTableText = (inputs: readonly ReviewInput[]) => JSON.stringify({ version: KEPT_VERSION, inputs });

/** `newer`: made by a newer version of the site, which this one must not write over unasked. */
export type KeptTable = { inputs: ReviewInput[]; newer: boolean };

const isText = (v: unknown): v is string => typeof v === 'string';
const optionalText = (v: unknown) => v === undefined || isText(v);

function keptInput(v: unknown, place: string): ReviewInput {
  const o = (typeof v === 'object' && v !== null ? v : {}) as Record<string, unknown>;
  if (isText(o.source)) {
    if (o.kind === 'file' && isText(o.text)) return { kind: 'file', source: o.source, text: o.text };
    if (o.kind === 'refused' && isText(o.reason)) return { kind: 'refused', source: o.source, reason: o.reason };
    if (
      o.kind === 'code' &&
      Array.isArray(o.pieces) &&
      o.pieces.length > 0 &&
      o.pieces.every(isText) &&
      optionalText(o.name) &&
      optionalText(o.eid)
    ) {
      const input: ReviewInput = { kind: 'code', source: o.source, pieces: o.pieces };
      if (isText(o.name)) input.name = o.name;
      if (isText(o.eid)) input.eid = o.eid;
      return input;
    }
  }
  return { kind: 'refused', source: place, reason: KEPT_REFUSALS.damaged };
}

/** What storage holds, or null when it holds nothing. */
export function readKeptTable(raw: string | null): KeptTable | null {
  if (raw === null) return null;
  let stored: unknown;
  try {
    stored = JSON.parse(raw);
  } catch {
    stored = null;
  }
  const { version, codes, inputs } = (typeof stored === 'object' && stored !== null ? stored : {}) as Record<string, unknown>;
  if (version === 1 && Array.isArray(codes))
    return {
      newer: false,
      inputs: codes.map((c, i): ReviewInput => {
        const source = `${KEPT_SOURCE}, code ${i + 1}`;
        return isText(c) ? { kind: 'code', source, pieces: [c] } : { kind: 'refused', source, reason: KEPT_REFUSALS.damaged };
      }),
    };
  if (version === KEPT_VERSION && Array.isArray(inputs))
    return { newer: false, inputs: inputs.map((v, i) => keptInput(v, `${KEPT_SOURCE}, entry ${i + 1}`)) };
  if (typeof version === 'number' && version > KEPT_VERSION)
    return { newer: true, inputs: [{ kind: 'refused', source: KEPT_SOURCE, reason: KEPT_REFUSALS.newer }] };
  return { newer: false, inputs: [{ kind: 'refused', source: KEPT_SOURCE, reason: KEPT_REFUSALS.damaged }] };
}
