/**
 * Answers of the member programme calls: uploads, feedback, invites, shares and tasks
 * (src/domain/contract/uploads.ts, feedback.ts, invite-values.ts, shares.ts, tasks.ts).
 */
import { z } from 'zod';
import { FEEDBACK_STATUSES } from '../feedback-values.ts';
import { INVITE_STATUSES } from '../invite-values.ts';
import { SHARE_PLATFORMS, SHARE_STATUSES } from '../share-values.ts';
import { TASK_ACTIONS, TASK_KINDS, TASK_SUBMISSION_STATUSES } from '../task-values.ts';
import { bool, imageRef, iso, num, object, page, str, named } from './common.ts';

/** One stored image: `url` is the re-encoded image (longest side ≤ 1600 px), `thumb_url` ≤ 320 px. */
export const uploadedImage = object({ id: num, url: str, thumb_url: str, width: num, height: num });

export const uploadImageAnswer = object({ items: z.array(uploadedImage) });

export const feedbackAnswer = object({ id: num, status: z.enum(FEEDBACK_STATUSES) });

export const inviteFigures = named('InviteFigures', object({
  /** Friends bound to the member. */
  invited: num,
  /** Friends who completed the profile. */
  qualified: num,
  /** Invites that earned the reward. */
  rewarded: num,
  points_earned: num,
  chances_earned: num,
}));

export const inviteInfoAnswer = object({
  /** Goes in the link: `<origin>/#/?parent_id=<code>`. */
  code: str,
  figures: inviteFigures,
  reward_points: num,
  reward_chances: num,
  /** The programme's rules, in Portuguese. */
  rules: z.array(str),
  /** Whether the member is bound to an inviter (else the invite page offers `invite/bind`). */
  has_inviter: bool,
});

export const invitedFriend = object({
  id: num,
  name_masked: str,
  registered_at: iso,
  qualified_at: iso.nullable(),
  status: z.enum(INVITE_STATUSES),
  /** Portuguese: why the invite earned nothing (status not_rewarded), else null. */
  reason: str.nullable(),
  points: num,
});

export const invitedFriendsAnswer = page(invitedFriend).extend({ figures: inviteFigures });

export const inviteRankingAnswer = object({
  /** The São Paulo week counted: Monday to Sunday, ISO days. */
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
    /** The campaign link carrying the member's `channel_from`. */
    link: str,
    platforms: z.array(z.enum(SHARE_PLATFORMS)),
    points: num,
    daily_limit: num,
    /** Reward attempts left today: down at each submission, back when one is rejected. */
    remaining: num,
  }),
);

export const shareSubmission = named('ShareSubmission', object({
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
    /** Completes itself from a server event; nothing to send. */
    automatic: bool,
    opens_at: iso.nullable(),
    closes_at: iso.nullable(),
    /** Completions allowed in the period (all time, or today for daily tasks) and those approved. */
    limit: num,
    done: num,
    action: z.enum(TASK_ACTIONS),
    /** The newest submission of the period, for "Em análise" and "Recusada" (its reason). */
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
