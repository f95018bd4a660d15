/** The task centre, with its proof form, apart from index.ts because the form brings zod. */
import './setup.ts';

export { TaskCenter } from './TaskCenter.tsx';
