/** The task center (issue 11): tasks with progress, sending proof, submissions and one's detail. */
import type { Page, Task, TaskRecordsRequest, TaskSubmission, TaskSubmitRequest } from '../../domain/contract/index.ts';
import { API } from '../../domain/contract/paths.ts';
import type { CallOptions } from '../http.ts';
import { post } from '../post.ts';

export function getTasks(opts?: CallOptions) {
  return post<Task[]>(API.taskList, {}, opts);
}

export function submitTask(body: TaskSubmitRequest, opts?: CallOptions) {
  return post<TaskSubmission>(API.taskSubmit, body, opts);
}

export function getTaskRecords(body: TaskRecordsRequest = {}, opts?: CallOptions) {
  return post<Page<TaskSubmission>>(API.taskRecords, body, opts);
}

export function getTaskRecord(id: number | string, opts?: CallOptions) {
  return post<TaskSubmission>(API.taskRecordDetail, { id }, opts);
}
