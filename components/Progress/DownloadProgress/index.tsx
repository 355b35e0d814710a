'use client';
/** 'Download my progress': the member's saved progress as onboarding-progress-{eid}-{date}.json. */
import { FiDownload } from 'react-icons/fi';
import { progressFile, progressFileName, progressFileText } from '@/lib/progress/progressFile';
import { saveTextFile } from '@/lib/progress/saveFile';
import { progressActions } from '@/lib/store/progress';
import { useMember } from '@/lib/store/session';
import { readTeam } from '@/lib/store/team';

export default function DownloadProgress() {
  const member = useMember();
  if (!member) return null;
  const download = () => {
    const now = new Date();
    saveTextFile(
      progressFileName(member.eid, now),
      progressFileText(progressFile(member.eid, progressActions().pages, now, member.fullName, readTeam(member.eid))),
    );
  };
  return (
    <button type="button" className="button" onClick={download}>
      <FiDownload aria-hidden /> Download my progress
    </button>
  );
}
