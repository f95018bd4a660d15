/** Member calls: feedback and uploads, invites, shares and tasks. */
import { feedbackAnswer, inviteBindAnswer, inviteInfoAnswer, inviteRankingAnswer, invitedFriendsAnswer, shareCampaignsAnswer, shareRecordsAnswer, shareSubmitAnswer, taskListAnswer, taskRecordsAnswer, taskSubmissionAnswer, uploadImageAnswer } from '../answers/members.ts';
import { feedbackRequest } from '../feedback.ts';
import { inviteBindRequest, invitedFriendsRequest } from '../invites.ts';
import { shareRecordsRequest, shareSubmitRequest } from '../shares.ts';
import { taskDetailRequest, taskRecordsRequest, taskSubmitRequest } from '../tasks.ts';
import { MULTIPART, NO_INPUT, defineCalls } from '../define-call.ts';

export const COMMUNITY_CALLS = defineCalls({
  submitFeedback: {
    method: 'POST', path: '/api/message/submitFeedback', who: 'member', input: feedbackRequest, answer: feedbackAnswer,
    doc: 'Sends feedback with up to 3 uploaded images (10 a day).',
  },
  uploadImage: {
    method: 'POST', path: '/api/upload/image', who: 'member', input: MULTIPART, answer: uploadImageAnswer,
    doc: 'Stores up to 3 images (multipart field `file`), re-encoded; answers their upload ids and addresses.',
  },
  inviteInfo: {
    method: 'POST', path: '/api/invite/info', who: 'member', input: NO_INPUT, answer: inviteInfoAnswer,
    doc: 'The member\'s invite code, link and figures.',
  },
  invitedFriends: {
    method: 'POST', path: '/api/invite/friends', who: 'member', input: invitedFriendsRequest, answer: invitedFriendsAnswer,
    doc: 'The members this member invited, newest first.',
  },
  inviteRanking: {
    method: 'POST', path: '/api/invite/ranking', who: 'public', input: NO_INPUT, answer: inviteRankingAnswer,
    doc: 'The week\'s top inviters, names masked.',
  },
  inviteBind: {
    method: 'POST', path: '/api/invite/bind', who: 'member', input: inviteBindRequest, answer: inviteBindAnswer,
    doc: 'Binds an inviter after registration, once, within the allowed days.',
  },
  shareCampaigns: {
    method: 'POST', path: '/api/share/campaigns', who: 'member', input: NO_INPUT, answer: shareCampaignsAnswer,
    doc: 'The share campaigns open to the member, with what they sent.',
  },
  shareSubmit: {
    method: 'POST', path: '/api/share/submit', who: 'member', input: shareSubmitRequest, answer: shareSubmitAnswer,
    doc: 'Sends a share\'s address and screenshots for review.',
  },
  shareRecords: {
    method: 'POST', path: '/api/share/records', who: 'member', input: shareRecordsRequest, answer: shareRecordsAnswer,
    doc: 'The member\'s share submissions, newest first.',
  },
  taskList: {
    method: 'POST', path: '/api/task/list', who: 'member', input: NO_INPUT, answer: taskListAnswer,
    doc: 'The tasks open to the member with their progress.',
  },
  taskSubmit: {
    method: 'POST', path: '/api/task/submit', who: 'member', input: taskSubmitRequest, answer: taskSubmissionAnswer,
    doc: 'Sends a task\'s proof for review.',
  },
  taskRecords: {
    method: 'POST', path: '/api/task/records', who: 'member', input: taskRecordsRequest, answer: taskRecordsAnswer,
    doc: 'The member\'s task submissions, newest first.',
  },
  taskRecordDetail: {
    method: 'POST', path: '/api/task/detail', who: 'member', input: taskDetailRequest, answer: taskSubmissionAnswer,
    doc: 'One of the member\'s task submissions.',
  },
});
