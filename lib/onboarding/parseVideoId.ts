/**
 * The video service's id from the URL forms officers paste: embed/{id}, the short link /{id}
 * and watch?v={id}. `parseVideoId` returns null for anything else; `videoUrlProblem` says why, for
 * content validation (the frontmatter and the body's <Video> use the same words).
 */
const ID_CHARACTERS = /^[A-Za-z0-9_-]+$/;
const ID_LENGTH = 11;
/** What the players accept; content validation holds ids to exactly ID_LENGTH. */
const PLAYABLE = /^[A-Za-z0-9_-]{6,20}$/;

/** The id as written in a video address, whatever its shape; null when the address is not one. */
function writtenId(url: string): string | null {
  let u: URL;
  try {
    u = new URL(url.trim());
  } catch {
    return null;
  }
  // A javascript: or data: address can carry a video host (`javascript://youtube.com/...`).
  if (u.protocol !== 'https:' && u.protocol !== 'http:') return null;
  const host = u.hostname.replace(/^(www|m)\./, '');
  const segments = u.pathname.split('/').filter(Boolean);
  if (host === 'youtu.be') return segments[0] ?? null;
  if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    if (segments[0] === 'watch') return u.searchParams.get('v');
    if (segments[0] === 'embed' || segments[0] === 'shorts' || segments[0] === 'live') return segments[1] ?? null;
  }
  return null;
}

/** Other video services an officer may paste from, named so the message says plainly why theirs will not play. */
const OTHER_SERVICES: Record<string, string> = {
  'vimeo.com': 'Vimeo',
  'player.vimeo.com': 'Vimeo',
  'dailymotion.com': 'Dailymotion',
  'dai.ly': 'Dailymotion',
  'loom.com': 'Loom',
  'drive.google.com': 'Google Drive',
};

function otherService(url: string): string | undefined {
  try {
    return OTHER_SERVICES[new URL(url.trim()).hostname.replace(/^(www|m)\./, '')];
  } catch {
    return undefined;
  }
}

export function parseVideoId(url: string): string | null {
  const id = writtenId(url);
  return id && PLAYABLE.test(id) ? id : null;
}

/** Where the whole id is: a cut or changed one cannot be guessed back. */
const COPY_AGAIN = `copy the address again from the video's Share button on YouTube (https://youtu.be/ and the ${ID_LENGTH}-character id)`;

/** Why a video address cannot be played, in an officer's words; undefined for a good one. */
export function videoUrlProblem(url: string): string | undefined {
  const id = writtenId(url);
  const service = id === null ? otherService(url) : undefined;
  if (service)
    return `only YouTube videos play here, and "${url}" is a ${service} address: put the video on YouTube and use its address (embed/, youtu.be/ or watch?v=)`;
  if (id === null || id === '') return `expected a video URL (embed/, youtu.be/ or watch?v=), got "${url}"`;
  // The templates' placeholder: the template-leftover check names it, once.
  if (id === 'VIDEO_ID') return undefined;
  const wrong = [...new Set(id.replace(/[A-Za-z0-9_-]/g, ''))].map((c) => `"${c}"`).join(', ');
  if (id.length !== ID_LENGTH)
    return `the video id "${id}" is ${id.length} characters; a YouTube id has ${ID_LENGTH}${wrong ? `, of letters, digits, - and _ (not ${wrong})` : ''}: ${COPY_AGAIN}`;
  if (!ID_CHARACTERS.test(id))
    return `the video id "${id}" has ${wrong}; a YouTube id has ${ID_LENGTH} letters, digits, - and _: ${COPY_AGAIN}`;
  return undefined;
}
