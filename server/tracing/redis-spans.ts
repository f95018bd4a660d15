/**
 * A span for every Redis command ioredis sends within a trace (the per-IP limits' scripts):
 * ioredis sends each through `Redis.prototype.sendCommand`, wrapped here while tracing is on. The
 * command's name only, never its arguments (keys hold client addresses). Outside a trace, none.
 */
import { SpanKind, SpanStatusCode, type Tracer, context, trace } from '@opentelemetry/api';
import { ATTR_DB_OPERATION_NAME, ATTR_DB_SYSTEM_NAME, ATTR_ERROR_TYPE } from '@opentelemetry/semantic-conventions';
import { Redis } from 'ioredis';

type SendCommand = (this: Redis, command: { name: string; promise: Promise<unknown> }, ...rest: unknown[]) => unknown;

export function traceRedisCommands(tracer: Tracer): () => void {
  const prototype = Redis.prototype as unknown as { sendCommand: SendCommand };
  const sendCommand = prototype.sendCommand;
  prototype.sendCommand = function tracedSendCommand(command, ...rest) {
    const parent = context.active();
    if (trace.getSpan(parent)?.isRecording()) {
      const name = command.name.toUpperCase();
      const span = tracer.startSpan(name, {
        kind: SpanKind.CLIENT,
        attributes: { [ATTR_DB_SYSTEM_NAME]: 'redis', 'db.system': 'redis', [ATTR_DB_OPERATION_NAME]: name },
      }, parent);
      command.promise.then(
        () => span.end(),
        (error: unknown) => {
          const type = error instanceof Error ? error.constructor.name : 'erro';
          span.setAttribute(ATTR_ERROR_TYPE, type);
          span.setStatus({ code: SpanStatusCode.ERROR, message: type });
          span.end();
        },
      );
    }
    return sendCommand.call(this, command, ...rest);
  };
  return () => {
    prototype.sendCommand = sendCommand;
  };
}
