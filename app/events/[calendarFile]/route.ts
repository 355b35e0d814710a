/** /events/{id}.ics: one event, what 'Download .ics' on its card saves. Written into the export at build time. */
import { loadEvents } from '@/lib/content/events';
import { calendarResponse } from '@/lib/content/calendar';
import { eventFilePath } from '@/lib/events/calendarUrls';
import { staticParams } from '@/lib/routes/staticParams';

export const dynamic = 'force-static';
export const dynamicParams = false;

// The segment is the whole file name ('8.ics'): a route segment cannot be a parameter plus a suffix.
const fileName = (id: number) => eventFilePath(id).split('/').pop()!;

export function generateStaticParams(): Array<{ calendarFile: string }> {
  return staticParams['/events/[calendarFile]']();
}

export async function GET(_request: Request, { params }: { params: Promise<{ calendarFile: string }> }): Promise<Response> {
  const { calendarFile } = await params;
  return calendarResponse(loadEvents().events.filter((e) => fileName(e.id) === calendarFile));
}
