/** The task center: tasks with progress, sending proof, submissions and one's detail. */
import type { TaskRecordsRequest, TaskSubmitRequest } from '../../domain/contract/index.ts';
import type { CallOptions } from '../http.ts';
import { call } from '../call.ts';

export function getTasks(opts?: CallOptions) {
  return call('taskList', {}, opts);
}

export function submitTask(body: TaskSubmitRequest, opts?: CallOptions) {
  return call('taskSubmit', body, opts);
}

export function getTaskRecords(body: TaskRecordsRequest = {}, opts?: CallOptions) {
  return call('taskRecords', body, opts);
}

export function getTaskRecord(id: number | string, opts?: CallOptions) {
  return call('taskRecordDetail', { id }, opts);
}
