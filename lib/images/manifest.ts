/**
 * The record `npm run images` leaves in public/generated/manifest.json: the pixel size of every
 * image under public/ (SVG included) and the settings the copies were made with. The pages read
 * sizes from it rather than from sharp, which kept in the Next build's module graph costs every
 * page about 0.45 kB of first-load JavaScript (Turbopack's async-module runtime).
 */
import fs from 'node:fs';
import path from 'node:path';
import { GENERATED_DIR } from './variants';

export type ImageRecord = { width: number; height: number };
export type Manifest = { settings: string; images: Record<string, ImageRecord> };

export const manifestFile = (publicDir: string) => path.join(publicDir, GENERATED_DIR, 'manifest.json');

export function readManifest(publicDir: string): Manifest | null {
  const file = manifestFile(publicDir);
  if (!fs.existsSync(file)) return null;
  return JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest;
}

/** Newer than the source: a copy or record made before the source was replaced is not. */
export function isNewer(publicDir: string, made: string, source: string): boolean {
  const stat = fs.statSync(path.join(publicDir, made), { throwIfNoEntry: false });
  return !!stat && stat.mtimeMs >= fs.statSync(path.join(publicDir, source)).mtimeMs;
}
