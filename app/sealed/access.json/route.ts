/** /sealed/access.json: the public access record of this build (salt, iterations, check value of the key). */
import { buildAccess } from '@/app/sealed/build';

export const dynamic = 'force-static';

export function GET(): Response {
  return Response.json(buildAccess());
}
