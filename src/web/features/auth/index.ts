/** Accounts in the web app: the sign-in and sign-up pages, and the change-password dialog (lazily loaded by the user menu). The session hook lives in lib/session.ts. */
export { ChangePasswordDialog } from './change-password-dialog';
export { LoginPage } from './login-page';
export { RegisterPage } from './register-page';
