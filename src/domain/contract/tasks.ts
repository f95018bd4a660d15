/** The task center: tasks with the member's progress, proof submissions and their records. */
import { z } from 'zod';
import { RULE_MESSAGES as M } from '../messages.pt.ts';
import { pagination, recordId } from './rewards.ts';
import {
  TASK_LINK_MAX_CHARS, TASK_MAX_IMAGES, TASK_SUBMISSION_STATUSES, TASK_TEXT_MAX_CHARS,
  type TaskAction, type TaskKind, type TaskSubmissionStatus,
} from './task-values.ts';

export * from './task-values.ts';

export interface Task {
  id: number;
  title: string;
  description: string;
  kind: TaskKind;
  points: number;
  steps: string[];
  action_link: string | null;
  needs_text: boolean;
  needs_link: boolean;
  min_images: number;
  /** Completes itself from a server event; nothing to send. */
  automatic: boolean;
  opens_at: string | null;
  closes_at: string | null;
  /** Completions allowed in the period (all time, or today for daily tasks) and those approved. */
  limit: number;
  done: number;
  action: TaskAction;
  /** The newest submission of the period, for "Em análise" and "Recusada" (its reason). */
  last_submission: { id: number; status: TaskSubmissionStatus; remark: string } | null;
}

export interface TaskImage {
  url: string;
  thumb_url: string;
}

export interface TaskSubmission {
  id: number;
  task_id: number;
  task_title: string;
  text: string;
  link: string;
  images: TaskImage[];
  status: TaskSubmissionStatus;
  remark: string;
  points: number;
  automatic: boolean;
  created_at: string;
  decided_at: string | null;
}

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
