/**
 * `npm run doctor`: checks this environment's settings and services (server/settings/doctor.ts)
 * and exits 1 when production would refuse to start or, in production, a part is unreachable.
 */
import { runDoctor } from '../server/settings/doctor.ts';

const report = await runDoctor(process.env);
for (const line of report.lines) console.log(line);
process.exit(report.exitCode);
