/**
 * Answers of the member programme calls: uploads, feedback, invites, shares and tasks
 * (src/domain/contract/uploads.ts, feedback.ts, invite-values.ts, shares.ts, tasks.ts).
 */
import { z } from 'zod';
import { FEEDBACK_STATUSES } from '../../../src/domain/contract/feedback.ts';
import { INVITE_STATUSES } from '../../../src/domain/contract/invite-values.ts';
import { SHARE_PLATFORMS, SHARE_STATUSES } from '../../../src/domain/contract/share-values.ts';
import { TASK_ACTIONS, TASK_KINDS, TASK_SUBMISSION_STATUSES } from '../../../src/domain/contract/task-values.ts';
import { bool, imageRef, iso, num, object, page, str, named } from './common.ts';

export const uploadImageAnswer = object({
  items: z.array(object({ id: num, url: str, thumb_url: str, width: num, height: num })),
});

export const feedbackAnswer = object({ id: num, status: z.enum(FEEDBACK_STATUSES) });

const inviteFigures = named('InviteFigures', object({ invited: num, qualified: num, rewarded: num, points_earned: num, chances_earned: num }));

export const inviteInfoAnswer = object({
  code: str,
  figures: inviteFigures,
  reward_points: num,
  reward_chances: num,
  rules: z.array(str),
  has_inviter: bool,
});

const invitedFriend = object({
  id: num,
  name_masked: str,
  registered_at: iso,
  qualified_at: iso.nullable(),
  status: z.enum(INVITE_STATUSES),
  reason: str.nullable(),
  points: num,
});

export const invitedFriendsAnswer = page(invitedFriend).extend({ figures: inviteFigures });

export const inviteRankingAnswer = object({
  week_start: str,
  week_end: str,
  list: z.array(object({ rank: num, name_masked: str, invites: num })),
});

export const inviteBindAnswer = object({ bound: z.literal(true) });

export const shareCampaignsAnswer = z.array(
  object({
    id: num,
    title: str,
    image: str,
    text: str,
    link: str,
    platforms: z.array(z.enum(SHARE_PLATFORMS)),
    points: num,
    daily_limit: num,
    remaining: num,
  }),
);

const shareSubmission = named('ShareSubmission', object({
  id: num,
  campaign_id: num,
  campaign_title: str,
  url: str,
  image: imageRef.nullable(),
  status: z.enum(SHARE_STATUSES),
  remark: str,
  points: num,
  created_at: iso,
  decided_at: iso.nullable(),
}));

export const shareSubmitAnswer = object({ submission: shareSubmission, remaining: num });

export const shareRecordsAnswer = page(shareSubmission);

const submissionStatus = z.enum(TASK_SUBMISSION_STATUSES);

export const taskListAnswer = z.array(
  object({
    id: num,
    title: str,
    description: str,
    kind: z.enum(TASK_KINDS),
    points: num,
    steps: z.array(str),
    action_link: str.nullable(),
    needs_text: bool,
    needs_link: bool,
    min_images: num,
    automatic: bool,
    opens_at: iso.nullable(),
    closes_at: iso.nullable(),
    limit: num,
    done: num,
    action: z.enum(TASK_ACTIONS),
    last_submission: object({ id: num, status: submissionStatus, remark: str }).nullable(),
  }),
);

export const taskSubmissionAnswer = named('TaskSubmission', object({
  id: num,
  task_id: num,
  task_title: str,
  text: str,
  link: str,
  images: z.array(imageRef),
  status: submissionStatus,
  remark: str,
  points: num,
  automatic: bool,
  created_at: iso,
  decided_at: iso.nullable(),
}));

export const taskRecordsAnswer = page(taskSubmissionAnswer);
