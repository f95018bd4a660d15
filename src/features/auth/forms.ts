/** The sign-in and sign-up forms, apart from index.ts because they bring zod and its schemas. */
import './auth.css';

export { LoginForm } from './LoginForm.tsx';
export { RegisterForm } from './RegisterForm.tsx';
