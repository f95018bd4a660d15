/** The sign-in and sign-up forms; their zod rules load apart (load-auth-rules.ts), when the page rests or at a submit. */
import './auth.css';

export { LoginForm } from './LoginForm.tsx';
export { RegisterForm } from './RegisterForm.tsx';
export { loadAuthRules } from './load-auth-rules.ts';
