/** The task center: tasks with the member's progress, proof submissions and their records. */
import { z } from 'zod';
import { RULE_MESSAGES as M } from '../messages.pt.ts';
import { pagination, recordId } from './rewards.ts';
import type { imageRef } from './answers/common.ts';
import type { taskListAnswer, taskSubmissionAnswer } from './answers/members.ts';
import { TASK_LINK_MAX_CHARS, TASK_MAX_IMAGES, TASK_SUBMISSION_STATUSES, TASK_TEXT_MAX_CHARS } from './task-values.ts';

export * from './task-values.ts';

export type Task = z.output<typeof taskListAnswer>[number];

export type TaskImage = z.output<typeof imageRef>;

export type TaskSubmission = z.output<typeof taskSubmissionAnswer>;

const uploadId = z.number({ error: M.uploadIdsInvalid }).int(M.uploadIdsInvalid).positive(M.uploadIdsInvalid);

/** Which of text, link and images a task needs is checked against the task on the server. */
export const taskSubmitRequest = z.object({
  task_id: recordId,
  text: z.string().trim().max(TASK_TEXT_MAX_CHARS).default(''),
  link: z.string().trim().max(TASK_LINK_MAX_CHARS).default(''),
  images: z
    .array(uploadId, { error: M.uploadIdsInvalid })
    .max(TASK_MAX_IMAGES, M.taskTooManyImages)
    .refine((ids) => new Set(ids).size === ids.length, M.uploadIdsRepeated)
    .default([]),
});
export type TaskSubmitRequest = z.input<typeof taskSubmitRequest>;

export const taskRecordsRequest = z.object({
  status: z.enum(TASK_SUBMISSION_STATUSES, { error: M.recordStatusInvalid }).optional(),
  ...pagination,
});
export type TaskRecordsRequest = z.input<typeof taskRecordsRequest>;

export const taskDetailRequest = z.object({ id: recordId });
