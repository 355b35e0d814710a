/**
 * /sealed/{name}.bin: one encrypted file per members' page (and the outline and search records),
 * written into the export at build time. Without the access code they say nothing: see lib/seal.
 */
import { sealedFile } from '@/app/sealed/build';
import { sealedNames, staticParams } from '@/lib/routes/staticParams';
import { sealedFileName } from '@/lib/seal/names';

export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams(): Array<{ file: string }> {
  return staticParams['/sealed/[file]']();
}

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }): Promise<Response> {
  const { file } = await params;
  const name = sealedNames().find((n) => sealedFileName(n) === file);
  const bytes = name ? await sealedFile(name) : undefined;
  if (!bytes) return new Response('Not found', { status: 404 });
  return new Response(bytes, { headers: { 'Content-Type': 'application/octet-stream' } });
}
